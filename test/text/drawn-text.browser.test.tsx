import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { ToolCard } from '../../src/index';
import { combineViews } from '../../src/protocol/index';
import { stripAnsi } from '../../src/ansi/index';
import { setupToolcardsTesting } from '../../src/testing/index';
import { settledRecord, type DshCall } from '../fixtures/dsh-record';
import { loadSessions } from '../fixtures/sessions/load-sessions-browser';
import { expectedReadText, expectedSearchText, patchLineTexts } from './expected-row-text';

/*
 * Every row the kit draws from a line must read, as the browser lays it out (`innerText`, what a
 * selection copies), exactly as the line was sent. A row is drawn in pieces (search hits, diff word
 * changes, ANSI spans, highlighted tokens, hidden-character markers), and a piece that is its own
 * box can drop or move a character the DOM still holds. The documented exceptions the expectations
 * apply: a search match's leading indentation is trimmed (drawn as `data-slot="indent"`), a long
 * search line is cut around its first hit (`…` on the cut side), and a read line's hidden
 * characters are drawn as their markers.
 */

const intentFiles = import.meta.glob<{ default: unknown }>('../fixtures/intents/*.json', { eager: true });
const dshFiles = import.meta.glob<{ default: DshCall }>('../fixtures/dsh-views/*.json', { eager: true });
const terminalLogs = import.meta.glob<string>(['../fixtures/terminal/*.log', '../fixtures/terminal/locations/*.log'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const patches = import.meta.glob<string>('../fixtures/diff/*.diff', { query: '?raw', import: 'default', eager: true });
const sources = import.meta.glob<string>('../fixtures/read/*', { query: '?raw', import: 'default', eager: true });

// Lines made to be drawn in many pieces, with spaces and tabs at every piece's edge.
const PIECES: Record<string, unknown> = {
  'pieces: ANSI spans': {
    card: 'terminal',
    command: 'colours',
    output:
      'a \x1b[31mred \x1b[0m next\x1b[1m  bold\x1b[0m  end\n\ttabbed\x1b[32m\tok \x1b[0m \n  \x1b[4munder\x1b[24m lined\x1b[7m  inverse  \x1b[0m|',
  },
  'pieces: word changes': {
    card: 'diff',
    diffs: [
      {
        path: 'src/a.ts',
        oldText: 'const a = 1;\nlet  b = "x y";\n\tcall(one, two);\n',
        newText: 'const a = 22;\nlet  b = "x  z";\n\tcall(one,  three);\n',
      },
    ],
  },
  'pieces: hidden characters': {
    card: 'read',
    path: 'evil.js',
    text: 'if (role !== "user\u202E \u2066// admin\u2069 \u2066") {\n  a\u200B = 1;\tb = "\0\0\0\0\0";\n}\n',
  },
  'pieces: search hits': {
    card: 'search',
    shape: 'matches',
    query: 'hit',
    files: [
      {
        path: 'src/x.go',
        matches: [
          { lineNumber: 1, line: 'x :=\thit(y) // hit  hit ' },
          { lineNumber: 2, line: 'hit at the start' },
          { lineNumber: 3, line: '\t\t  indented  hit\t' },
          { lineNumber: 4, line: `${'word '.repeat(80)}hit${' tail'.repeat(80)}` },
        ],
      },
    ],
  },
};

function everyIntent(): [string, Record<string, unknown>][] {
  const named: [string, unknown][] = [
    ...Object.entries(intentFiles).map(([path, module]): [string, unknown] => [path, module.default]),
    ...Object.entries(dshFiles).map(([path, module]): [string, unknown] => [
      path,
      combineViews(settledRecord(module.default)),
    ]),
    ...loadSessions().flatMap((session) =>
      session.calls.map((call): [string, unknown] => [`${session.name}/${call.callId}`, call.updates.at(-1)]),
    ),
    ...Object.entries(terminalLogs).map(([path, output]): [string, unknown] => [
      path,
      { card: 'terminal', command: 'cat log', output },
    ]),
    ...Object.entries(patches).map(([path, patch]): [string, unknown] => [path, { card: 'diff', patch }]),
    ...Object.entries(sources).map(([path, text]): [string, unknown] => [
      path,
      { card: 'read', path: path.replace(/^.*\//, ''), text },
    ]),
    ...Object.entries(PIECES),
  ];
  return named.filter(
    (entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null,
  );
}

// Parts of a row that are not the line's text: hidden here so `innerText` is the text alone.
const NOT_THE_LINE = [
  'stream-label',
  'line-note',
  'line-label',
  'line-number',
  'sign',
  'crlf',
  'no-newline',
  'show-more',
  'show-whole-line',
]
  .map((slot) => `[data-slot="${slot}"]`)
  .join(',');

interface RowCheck {
  row: string;
  drawn: string;
  expected: string | undefined;
}

function textOf(element: Element): string {
  return (element as HTMLElement).innerText;
}

function terminalRows(card: HTMLElement, intent: Record<string, unknown>): RowCheck[] {
  const sent =
    typeof intent.output === 'string'
      ? intent.output
      : Array.isArray(intent.segments)
        ? intent.segments.map((segment: { text: string }) => segment.text).join('')
        : '';
  const lines = stripAnsi(sent).split('\n');
  return [...card.querySelectorAll('[data-slot="line"][data-index]')].map((row) => ({
    row: `line ${row.getAttribute('data-index')}`,
    drawn: textOf(row),
    expected: lines[Number(row.getAttribute('data-index'))],
  }));
}

function readRows(card: HTMLElement, intent: Record<string, unknown>): RowCheck[] {
  return [...card.querySelectorAll('[data-slot="code-row"]')].map((row) => {
    const number = Number(row.querySelector('[data-line-number]')?.getAttribute('data-line-number'));
    return { row: `line ${number}`, drawn: textOf(row), expected: expectedReadText(intent, number) };
  });
}

function diffRows(card: HTMLElement, intent: Record<string, unknown>): RowCheck[] {
  const patchLines = typeof intent.patch === 'string' ? patchLineTexts(intent.patch) : undefined;
  const texts = [...card.querySelectorAll('[data-slot="code"]')].map((code) => textOf(code));
  if (patchLines === undefined) {
    // A `diffs` intent: every drawn line is one of the file texts' lines.
    const lines = new Set(
      (intent.diffs as { oldText: string | null; newText: string }[]).flatMap((file) => [
        ...(file.oldText ?? '').split(/\r?\n/),
        ...file.newText.split(/\r?\n/),
      ]),
    );
    return texts.map((drawn, index) => ({
      row: `code ${index}`,
      drawn,
      expected: lines.has(drawn) ? drawn : undefined,
    }));
  }
  return texts.map((drawn, index) => ({
    row: `code ${index}`,
    drawn,
    expected: patchLines.has(drawn) ? drawn : undefined,
  }));
}

function searchRows(card: HTMLElement, intent: Record<string, unknown>): RowCheck[] {
  const files = (intent.files as { path: string; matches: { lineNumber: number; line: string }[] }[] | undefined) ?? [];
  const lines = new Map(
    files.flatMap((file) =>
      file.matches.map((match): [string, string] => [`${file.path}:${match.lineNumber}`, match.line]),
    ),
  );
  const checks: RowCheck[] = [];
  let path = '';
  for (const row of card.querySelectorAll('[data-slot="file-header"], [data-slot="match"]')) {
    if (row.getAttribute('data-slot') === 'file-header') {
      path = row.querySelector('[data-slot="file-path"]')?.getAttribute('title') ?? '';
      continue;
    }
    const text = row.querySelector('[data-slot="match-text"]') as HTMLElement;
    const key = `${path}:${row.querySelector('[data-slot="line-number"]')?.textContent ?? ''}`;
    const drawn = textOf(text);
    const cutStart = text.firstElementChild?.getAttribute('data-slot') === 'cut';
    const cutEnd = text.lastElementChild?.lastElementChild?.getAttribute('data-slot') === 'cut';
    checks.push({ row: key, drawn, expected: expectedSearchText(lines.get(key), drawn, cutStart, cutEnd) });
  }
  return checks;
}

const ROWS_BY_CARD: Record<string, (card: HTMLElement, intent: Record<string, unknown>) => RowCheck[]> = {
  terminal: terminalRows,
  read: readRows,
  diff: diffRows,
  search: searchRows,
};

beforeAll(async () => {
  await setupToolcardsTesting();
  const style = document.createElement('style');
  style.textContent = `${NOT_THE_LINE} { display: none !important; }`;
  document.head.append(style);
});

// What the rows were drawn with, over every case: the check proves something only where pieces were drawn.
const PIECE_SELECTORS = {
  rows: '[data-slot="line"], [data-slot="code-row"], [data-slot="match"], [data-slot="code"]',
  'ANSI spans': '[data-card="terminal"] [data-slot="line"] span[style]',
  'output locations': '[data-slot="output-location"]',
  'highlighted tokens': '[data-slot="token"]',
  'word changes': '[data-slot="word-change"]',
  'hidden-character markers': '[data-slot="hidden-char"]',
  'search hits': '[data-card="search"] [data-slot="hit"]',
  'left-out indentation': '[data-slot="indent"]',
  'cut search lines': '[data-slot="match-text"] [data-slot="cut"]',
} as const;
const piecesDrawn = new Map<string, number>();

describe('every drawn row reads as its line was sent (Chromium innerText)', () => {
  it.each(everyIntent())('%s', async (_name, intent) => {
    // With a host that opens locations, so terminal rows draw their file locations as buttons.
    const { container } = await render(<ToolCard intent={intent} defaultOpen onOpenLocation={() => {}} />);
    const card = container.querySelector<HTMLElement>('[data-toolcard]') as HTMLElement;
    const rowsOf = ROWS_BY_CARD[card.getAttribute('data-card') ?? ''];
    if (rowsOf === undefined) return;
    const rows = rowsOf(card, intent);
    for (const [piece, selector] of Object.entries(PIECE_SELECTORS))
      piecesDrawn.set(piece, (piecesDrawn.get(piece) ?? 0) + card.querySelectorAll(selector).length);
    const wrong = rows.filter((check) => check.drawn !== check.expected);
    expect(wrong).toEqual([]);
  });

  it('covered rows drawn in every kind of piece', () => {
    const missing = Object.keys(PIECE_SELECTORS).filter((piece) => !piecesDrawn.get(piece));
    expect(missing).toEqual([]);
  });
});
