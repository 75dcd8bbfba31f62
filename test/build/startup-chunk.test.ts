import { toolcardsCompileHints } from '../../src/build';
import type { ChunkingOutputOptions, ChunkNamer, StartupChunkingMeta } from '../../src/build/startup-chunk';

// `startupChunk` on module graphs as Rollup and Rolldown describe them to a chunk-naming function;
// test/build/compile-hints.ssr.test.ts runs it in real Vite and Rollup builds of the package.

const KIT = '/app/node_modules/toolcards/dist/';
const isKit = (id: string) => id.startsWith(KIT);

/** A module graph: each module's static imports; `lazy` ones are reached by `import()` only. */
function graph(imports: Record<string, string[]>, entries: string[]): StartupChunkingMeta {
  const importers = (id: string) => Object.keys(imports).filter((other) => imports[other]?.includes(id));
  return {
    getModuleInfo: (id) => (id in imports ? { isEntry: entries.includes(id), importers: importers(id) } : null),
  };
}

// The host's entry imports React, its own page and the kit's entry; the kit's entry imports its
// shared helpers and React; each card is a lazy chunk with helpers of its own; a helper of the
// kit's startup and one of a card import each other (a cycle); `vendor-dep` is a package only
// the kit's startup imports.
const APP = graph(
  {
    '/app/src/main.tsx': ['/app/node_modules/react/index.js', '/app/src/page.tsx', `${KIT}index.js`],
    '/app/src/page.tsx': ['/app/node_modules/react/index.js'],
    '/app/node_modules/react/index.js': [],
    '/app/node_modules/vendor-dep/index.js': ['/app/node_modules/vendor-dep/util.js'],
    '/app/node_modules/vendor-dep/util.js': [],
    [`${KIT}index.js`]: [`${KIT}card-definition.js`, '/app/node_modules/react/index.js'],
    [`${KIT}card-definition.js`]: [`${KIT}icons.js`, '/app/node_modules/vendor-dep/index.js'],
    [`${KIT}icons.js`]: [`${KIT}card-definition.js`],
    [`${KIT}card-diff.js`]: [`${KIT}card-definition.js`, `${KIT}diff-rows.js`],
    [`${KIT}diff-rows.js`]: [`${KIT}card-diff.js`, '/app/node_modules/lazy-only-dep/index.js'],
    '/app/node_modules/lazy-only-dep/index.js': [],
  },
  ['/app/src/main.tsx'],
);
const STARTUP = [`${KIT}index.js`, `${KIT}card-definition.js`, `${KIT}icons.js`];
const STARTUP_DEPENDENCIES = [
  '/app/node_modules/react/index.js',
  '/app/node_modules/vendor-dep/index.js',
  '/app/node_modules/vendor-dep/util.js',
];
const LAZY_KIT = [`${KIT}card-diff.js`, `${KIT}diff-rows.js`, '/app/node_modules/lazy-only-dep/index.js'];
const HOST = ['/app/src/main.tsx', '/app/src/page.tsx'];

/** The plugin's `outputOptions` hook, run as Rolldown (which names its version) or Rollup would run it. */
function outputOptionsOf(options: ChunkingOutputOptions, bundler: 'rollup' | 'rolldown'): ChunkingOutputOptions {
  const plugin = toolcardsCompileHints({ include: isKit, startupChunk: true });
  const context = bundler === 'rolldown' ? { meta: { rolldownVersion: '1.2.19' } } : { meta: {} };
  const hook = plugin.outputOptions;
  if (!hook) throw new Error('startupChunk: true gives the plugin an outputOptions hook');
  // The hook gives back the shape it is given (its type says so to Rollup and Rolldown alike).
  return hook.call(context, options) as ChunkingOutputOptions;
}

/** The groups Rolldown is given, and the chunk they put a module in (the first group whose test and name claim it). */
function groupsOf(options: ChunkingOutputOptions, key: 'codeSplitting' | 'advancedChunks' = 'codeSplitting') {
  const splitting = options[key];
  if (typeof splitting !== 'object') throw new Error(`no ${key} groups`);
  const groups = splitting.groups ?? [];
  const chunkOf = (id: string) => {
    for (const group of groups) {
      const test = group.test as ((moduleId: string) => boolean) | RegExp | undefined;
      if (test instanceof RegExp ? !test.test(id) : test !== undefined && !test(id)) continue;
      const name = typeof group.name === 'function' ? group.name(id, APP) : group.name;
      if (name !== null && name !== undefined) return name;
    }
    return null;
  };
  return { groups, chunkOf };
}

describe('toolcardsCompileHints({ startupChunk }) under Rolldown (Vite 8): a code-splitting group', () => {
  it('puts the kit’s modules the entry imports statically in a `toolcards` chunk, through cycles', () => {
    const { chunkOf } = groupsOf(outputOptionsOf({}, 'rolldown'));
    for (const id of STARTUP) expect(chunkOf(id), id).toBe('toolcards');
  });

  it('puts the packages those modules import in `toolcards-dependencies`, so no chunk imports the host’s entry', () => {
    const { chunkOf } = groupsOf(outputOptionsOf({}, 'rolldown'));
    for (const id of STARTUP_DEPENDENCIES) expect(chunkOf(id), id).toBe('toolcards-dependencies');
  });

  it('leaves the lazy cards, what only they import, and the host’s modules out', () => {
    const { chunkOf } = groupsOf(outputOptionsOf({ codeSplitting: true }, 'rolldown'));
    for (const id of [...LAZY_KIT, ...HOST]) expect(chunkOf(id), id).toBeNull();
  });

  it('keeps the host’s groups first, and turns its `manualChunks` into the group Rolldown would make of it', () => {
    const vendor = { name: 'vendor', test: /node_modules/ };
    const withGroups = groupsOf(outputOptionsOf({ codeSplitting: { groups: [vendor] } }, 'rolldown'));
    expect(withGroups.groups[0]).toBe(vendor);
    expect(withGroups.chunkOf(`${KIT}index.js`)).toBe('vendor');
    const hostNamer: ChunkNamer = (id) => (id.includes('vendor-dep') ? 'host-vendor' : null);
    const fromManual = outputOptionsOf({ manualChunks: hostNamer }, 'rolldown');
    expect(fromManual.manualChunks).toBeUndefined();
    expect(groupsOf(fromManual).groups[0]).toEqual({ name: hostNamer });
    expect(groupsOf(fromManual).chunkOf('/app/node_modules/vendor-dep/util.js')).toBe('host-vendor');
    expect(groupsOf(fromManual).chunkOf(`${KIT}icons.js`)).toBe('toolcards');
    const advanced = groupsOf(outputOptionsOf({ advancedChunks: { groups: [vendor] } }, 'rolldown'), 'advancedChunks');
    expect(advanced.groups[0]).toBe(vendor);
  });

  it('changes nothing where the host splits nothing', () => {
    for (const options of [{ codeSplitting: false }, { inlineDynamicImports: true }, { preserveModules: true }])
      expect(outputOptionsOf(options, 'rolldown')).toBe(options);
  });

  it('has no outputOptions hook at all unless asked for', () => {
    expect(toolcardsCompileHints().outputOptions).toBeUndefined();
    expect(toolcardsCompileHints({ startupChunk: false }).outputOptions).toBeUndefined();
  });
});

describe('toolcardsCompileHints({ startupChunk }) under Rollup (Vite 5–7): a manualChunks function', () => {
  const namerOf = (options: ChunkingOutputOptions) => {
    const namer = outputOptionsOf(options, 'rollup').manualChunks;
    if (typeof namer !== 'function') throw new Error('a manualChunks function');
    return (id: string) => namer(id, APP) ?? null;
  };

  it('names the kit’s startup modules `toolcards`, and the packages they bring `toolcards-dependencies`', () => {
    const chunkOf = namerOf({});
    for (const id of STARTUP) expect(chunkOf(id), id).toBe('toolcards');
    // Rollup moves a manual chunk's imports into it: these would otherwise join the kit's chunk.
    for (const id of STARTUP_DEPENDENCIES) expect(chunkOf(id), id).toBe('toolcards-dependencies');
  });

  it('leaves the lazy cards, what only they import and the host’s own modules to Rollup', () => {
    const chunkOf = namerOf({});
    for (const id of [...LAZY_KIT, ...HOST]) expect(chunkOf(id), id).toBeNull();
  });

  it('asks the host’s own manualChunks first, and leaves its object form alone', () => {
    const chunkOf = namerOf({
      manualChunks: (id) => (id.includes('/react/') ? 'react' : id.endsWith('icons.js') ? 'icons' : undefined),
    });
    expect(chunkOf('/app/node_modules/react/index.js')).toBe('react');
    expect(chunkOf(`${KIT}icons.js`)).toBe('icons');
    expect(chunkOf(`${KIT}index.js`)).toBe('toolcards');
    const objectForm = { manualChunks: { react: ['react'] } };
    expect(outputOptionsOf(objectForm, 'rollup')).toBe(objectForm);
  });
});
