// The slot table of docs/data-slots.md, written from the typed slot lists (src/slots/shared-slots.ts and
// src/cards/<card>/<card>-slots.ts). Pure: `write-slot-table.mjs` writes it, a test compares.

/** The markers around the generated table in docs/data-slots.md. */
export const SLOT_TABLE_START = '<!-- slot-table:start (npm run docs:slots writes this part) -->';
export const SLOT_TABLE_END = '<!-- slot-table:end -->';

const cell = (text) => text.replace(/\|/g, '\\|');

function table(list) {
  const rows = Object.entries(list).map(([name, description]) => `| \`${name}\` | ${cell(description)} |`);
  return ['| `data-slot` | what it is |', '|---|---|', ...rows].join('\n');
}

/** The Markdown between the markers: the shared parts, then each card's own parts. */
export function slotTable(sharedSlots, slotsByCard, transcriptSlots) {
  const parts = [`**Every card** draws these:\n\n${table(sharedSlots)}`];
  for (const [card, list] of Object.entries(slotsByCard)) {
    parts.push(`**The ${card} card** (\`[data-card="${card}"]\`) adds:\n\n${table(list)}`);
  }
  if (transcriptSlots)
    parts.push(
      `**\`<ToolTranscript>\`** (\`[data-transcript]\`) draws these around its cards:\n\n${table(transcriptSlots)}`,
    );
  return parts.join('\n\n');
}

/** `readme` with the text between the markers replaced by `table`. */
export function withSlotTable(readme, table) {
  const start = readme.indexOf(SLOT_TABLE_START);
  const end = readme.indexOf(SLOT_TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`docs/data-slots.md lacks the markers ${SLOT_TABLE_START} … ${SLOT_TABLE_END}`);
  return `${readme.slice(0, start + SLOT_TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}
