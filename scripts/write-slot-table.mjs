// Writes the slot table of docs/data-slots.md from the typed slot lists: `npm run docs:slots`.
// test/readme/slot-table.test.ts fails when that page and the lists disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { slotTable, withSlotTable } from './slot-table.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = resolve(root, 'docs/data-slots.md');

// Vite's module runner reads the TypeScript source as it is; no config file, no plugins needed.
const { module: slots } = await runnerImport(resolve(root, 'src/shell/tool-card-slots.ts'), {
  configFile: false,
  logLevel: 'warn',
});
writeFileSync(
  readmePath,
  withSlotTable(
    readFileSync(readmePath, 'utf8'),
    slotTable(slots.SHARED_SLOTS, slots.SLOTS_BY_CARD, slots.TRANSCRIPT_SLOTS),
  ),
);
console.log('docs/data-slots.md: slot table written');
