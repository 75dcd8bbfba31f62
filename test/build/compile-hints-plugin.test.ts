import { COMPILE_HINT, toolcardsCompileHints } from '../../src/build';

// The plugin's hook on bundles as Rollup (a chunk's map on the chunk) and Rolldown (the map also
// emitted as an asset) hand them over; test/build/compile-hints.ssr.test.ts runs it in a real Vite build.
type Bundle = Parameters<ReturnType<typeof toolcardsCompileHints>['generateBundle']['handler']>[1];

const KIT = '/app/node_modules/toolcards/dist/';
const isKit = (id: string) => id.startsWith(KIT);

function chunk(fileName: string, modules: Record<string, number>, extra: { isEntry?: boolean; code?: string } = {}) {
  return {
    type: 'chunk' as const,
    fileName,
    isEntry: extra.isEntry ?? false,
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
    code: extra.code ?? 'export const x=1;',
    map: { mappings: 'AAAA,CAAC;AACD' } as { mappings: string } | null,
  };
}

function run(bundle: Bundle, include = isKit) {
  toolcardsCompileHints({ include }).generateBundle.handler({}, bundle);
  return bundle;
}

describe('toolcardsCompileHints: which chunks it marks', () => {
  it('marks a lazy chunk that is more than half the kit’s code, and moves its map (Rollup’s, on the chunk) a line down', () => {
    const bundle = run({ 'card.js': chunk('card.js', { [`${KIT}card-terminal.js`]: 60, '/app/src/own.ts': 40 }) });
    const card = bundle['card.js'] as ReturnType<typeof chunk>;
    expect(card.code).toBe(`${COMPILE_HINT}\nexport const x=1;`);
    expect(card.map?.mappings).toBe(';AAAA,CAAC;AACD');
  });

  it('leaves entries, chunks half the kit’s or less, chunks of no code, and scripts with a #! line', () => {
    const bundle = run({
      'entry.js': chunk('entry.js', { [`${KIT}index.js`]: 100 }, { isEntry: true }),
      'half.js': chunk('half.js', { [`${KIT}a.js`]: 50, '/app/src/b.ts': 50 }),
      'grammar.js': chunk('grammar.js', { '/app/node_modules/@shikijs/langs/dist/diff.mjs': 900 }),
      'empty.js': chunk('empty.js', {}),
      'cli.js': chunk('cli.js', { [`${KIT}a.js`]: 10 }, { code: '#!/usr/bin/env node\nrun()' }),
    });
    for (const item of Object.values(bundle))
      expect((item as ReturnType<typeof chunk>).code.startsWith(COMPILE_HINT), item.fileName).toBe(false);
  });

  it('moves a map already emitted as an asset (Rolldown’s), as text or bytes, and leaves other assets alone', () => {
    const map = JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['x'] });
    const bundle = run({
      'a.js': { ...chunk('a.js', { [`${KIT}a.js`]: 1 }), map: null },
      'a.js.map': { type: 'asset', fileName: 'a.js.map', source: map },
      'b.js': chunk('b.js', { [`${KIT}b.js`]: 1 }),
      'b.js.map': { type: 'asset', fileName: 'b.js.map', source: new TextEncoder().encode(map) },
      'style.css': { type: 'asset', fileName: 'style.css', source: 'a{}' },
    });
    for (const name of ['a.js.map', 'b.js.map']) {
      const asset = bundle[name];
      expect(asset?.type === 'asset' && JSON.parse(String(asset.source))).toEqual({
        version: 3,
        mappings: ';AAAA;AACA',
        sources: ['x'],
      });
    }
    expect(bundle['style.css']).toEqual({ type: 'asset', fileName: 'style.css', source: 'a{}' });
  });

  it('marks a chunk once when it runs twice (two configs sharing one plugin list)', () => {
    const bundle = run(run({ 'card.js': chunk('card.js', { [`${KIT}card.js`]: 1 }) }));
    expect((bundle['card.js'] as ReturnType<typeof chunk>).code).toBe(`${COMPILE_HINT}\nexport const x=1;`);
    expect((bundle['card.js'] as ReturnType<typeof chunk>).map?.mappings).toBe(';AAAA,CAAC;AACD');
  });

  it('by default counts as the kit’s the files beside the plugin itself, wherever the package is installed', () => {
    // Loaded from src/build/ here, so the kit's files are those in src/build/.
    const here = `${process.cwd()}/src/build/`;
    const bundle = {
      'mine.js': chunk('mine.js', { [`${here}compile-hints-plugin.ts`]: 10 }),
      'theirs.js': chunk('theirs.js', { '/elsewhere/x.js': 10 }),
    };
    toolcardsCompileHints().generateBundle.handler({}, bundle);
    expect(bundle['mine.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(bundle['theirs.js'].code.startsWith(COMPILE_HINT)).toBe(false);
  });
});
