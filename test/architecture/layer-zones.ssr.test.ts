import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { ESLint } from 'eslint';

// The layer table (eslint.config.js's LAYERS) bites: a copy of a real file of a layer's folder,
// with one import added, is linted with the project's own config as if it sat beside the file
// (ESLint's lintText with that path: nothing is written into src/, so no other run sees it). Each
// forbidden import is reported by `@typescript-eslint/no-restricted-imports`; each permitted one is not.

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/**
 * The zone rule's messages for a copy of `file` (under src/) with `import '<specifier>';` (or the `statement` given)
 * added.
 */
async function zoneMessages(file: string, specifier: string, statement = `import '${specifier}';`): Promise<string[]> {
  const text = `${statement}\n${readFileSync(resolve(root, 'src', file), 'utf8')}`;
  const copy = resolve(root, 'src', file, '..', `zone-probe-copy-of-${basename(file)}`);
  const [result] = await eslint.lintText(text, { filePath: copy });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

/** A forbidden import per zone: the file whose folder it is added to, the import, why it is refused. */
const FORBIDDEN = [
  { zone: 'the protocol imports no React', file: 'protocol/safe-href.ts', specifier: 'react', says: /no React/ },
  {
    zone: 'the protocol imports nothing else in src/',
    file: 'protocol/safe-href.ts',
    specifier: '../format/format-count',
    says: /may not import the foundations layer/,
  },
  {
    zone: 'foundations import no React',
    file: 'format/format-count.ts',
    specifier: 'react-dom/server',
    says: /no React/,
  },
  { zone: 'a parser imports no React', file: 'diff/parse-patch.ts', specifier: 'react', says: /no React/ },
  {
    zone: 'a parser imports no React helper',
    file: 'ansi/pen.ts',
    specifier: '../react-base/slot-props',
    says: /may not import the react base layer/,
  },
  {
    zone: 'a parser imports no chrome',
    file: 'diff/parse-patch.ts',
    specifier: '../chrome/icons',
    says: /may not import the chrome layer/,
  },
  {
    zone: 'a parser imports no card',
    file: 'ansi/pen.ts',
    specifier: '../cards/card-definition',
    says: /may not import the cards layer/,
  },
  {
    zone: 'a parser imports no shell',
    file: 'diff/parse-patch.ts',
    specifier: '../shell/card-plan',
    says: /may not import the shell layer/,
  },
  {
    zone: 'the React helpers import no chrome',
    file: 'react-base/slot-props.ts',
    specifier: '../chrome/card-frame',
    says: /may not import the chrome layer/,
  },
  {
    zone: 'a view engine imports no chrome',
    file: 'virtual/virtual-row-list.tsx',
    specifier: '../chrome/card-frame',
    says: /may not import the chrome layer/,
  },
  {
    zone: 'a view engine imports no card',
    file: 'markdown/markdown-text.tsx',
    specifier: '../cards/card-definition',
    says: /may not import the cards layer/,
  },
  {
    zone: 'a view engine imports no shell',
    file: 'highlight/highlighted-line.tsx',
    specifier: '../shell/card-plan',
    says: /may not import the shell layer/,
  },
  {
    zone: 'the host imports no chrome',
    file: 'host/tool-card-host.tsx',
    specifier: '../chrome/card-frame',
    says: /may not import the chrome layer/,
  },
  {
    zone: 'the chrome imports no card',
    file: 'chrome/card-frame.tsx',
    specifier: '../cards/card-definition',
    says: /may not import the cards layer/,
  },
  {
    zone: 'the chrome imports no shell',
    file: 'content-blocks/raw-content.tsx',
    specifier: '../shell/card-plan',
    says: /may not import the shell layer/,
  },
  {
    zone: 'a card imports no shell',
    file: 'cards/read/read-card.tsx',
    specifier: '../../shell/card-loads',
    says: /may not import the shell layer/,
  },
  {
    zone: 'cards/<a> never imports cards/<b>',
    file: 'cards/diff/diff-card.tsx',
    specifier: '../read/read-model',
    says: /src\/cards\/read\/ is another cards folder's own/,
  },
  {
    zone: "the cards' shared files import no card",
    file: 'cards/card-definition.ts',
    specifier: './terminal/terminal-slots',
    says: /src\/cards\/terminal\/ is another cards folder's own/,
  },
  {
    zone: 'the shell imports no adapter',
    file: 'shell/card-plan.ts',
    specifier: '../adapters',
    says: /may not import the adapters layer/,
  },
  {
    zone: 'the adapters import nothing but the protocol',
    file: 'adapters/present-tool.ts',
    specifier: '../format/format-count',
    says: /may not import the foundations layer/,
  },
  {
    zone: 'nothing reaches past a parser’s index.ts',
    file: 'cards/diff/diff-card.tsx',
    specifier: '../../diff/parse-patch',
    says: /through its index\.ts \('..\/..\/diff'\)/,
  },
  {
    zone: 'nothing reaches past a view engine’s index.ts',
    file: 'chrome/raw-data-body.tsx',
    specifier: '../json-tree/json-rows',
    says: /through its index\.ts \('..\/json-tree'\)/,
  },
  {
    zone: 'not even an entry reaches past an engine’s index.ts',
    file: 'index.ts',
    specifier: './highlight/highlight-runtime',
    says: /through its index\.ts \('.\/highlight'\)/,
  },
];

/** Imports the table permits, one per kind of edge the forbidden list refuses elsewhere. */
const PERMITTED = [
  { edge: 'the protocol imports its own files', file: 'protocol/safe-href.ts', specifier: './intent-types' },
  { edge: 'a parser imports a foundation', file: 'diff/parse-patch.ts', specifier: '../format/format-count' },
  {
    edge: 'a view engine imports React and the React helpers',
    file: 'virtual/virtual-row-list.tsx',
    specifier: '../react-base/use-isomorphic-layout-effect',
  },
  {
    edge: 'an engine imports its own inner files',
    file: 'highlight/highlight-runtime.ts',
    specifier: './highlight-cache',
  },
  {
    edge: 'the chrome imports an engine through its index.ts',
    file: 'chrome/raw-data-body.tsx',
    specifier: '../json-tree',
  },
  {
    edge: 'a card imports its own folder and the cards’ shared files',
    file: 'cards/diff/diff-card.tsx',
    specifier: '../card-definition',
  },
  { edge: 'the shell imports a card', file: 'shell/tool-card-slots.ts', specifier: '../cards/read/read-slots' },
  { edge: 'an entry imports the adapters', file: 'index.ts', specifier: './adapters' },
];

describe('the layer table, enforced by ESLint', () => {
  it.each(FORBIDDEN)('reports a forbidden import: $zone', async ({ file, specifier, says }) => {
    const messages = await zoneMessages(file, specifier);
    expect(messages).toEqual([expect.stringMatching(says)]);
  });

  it.each(PERMITTED)('lets a permitted import pass: $edge', async ({ file, specifier }) => {
    expect(await zoneMessages(file, specifier)).toEqual([]);
  });

  it('lets a lower layer import the shell’s slot names as a type, and only as a type', async () => {
    const slots = '../shell/tool-card-slots';
    expect(await zoneMessages('chrome/card-frame.tsx', slots, `import type { ToolCardSlot } from '${slots}';`)).toEqual(
      [],
    );
    expect(await zoneMessages('react-base/slot-props.ts', slots, `import { SLOTS_BY_CARD } from '${slots}';`)).toEqual([
      expect.stringMatching(/may not import the shell layer.*Only its names' type/),
    ]);
    expect(
      await zoneMessages(
        'chrome/card-frame.tsx',
        '../shell/card-plan',
        `import type { CardPlan } from '../shell/card-plan';`,
      ),
    ).toEqual([expect.stringMatching(/may not import the shell layer/)]);
  });
});
