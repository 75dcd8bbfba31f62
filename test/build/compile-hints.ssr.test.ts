import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';

// A host's Vite build of the built package (dist/), as an app installs it: `toolcards` for the
// cards and `toolcards/vite` for the plugin, each from the files the package ships.
const root = process.cwd();
const appDir = resolve(root, 'node_modules/.cache/toolcards-compile-hints-app');
type PluginModule = typeof import('../../src/build/index');

async function loadPlugin(): Promise<PluginModule> {
  if (!existsSync(resolve(root, 'dist/vite.js')))
    throw new Error('dist/ is missing: run `npm run build` (npm test does it for you)');
  return (await import(/* @vite-ignore */ pathToFileURL(resolve(root, 'dist/vite.js')).href)) as PluginModule;
}

/** The host app's chunks and source maps, by file name, built with these plugins. */
async function buildHostApp(
  plugins: unknown[],
  { bundleReact = false } = {},
): Promise<Map<string, Rolldown.OutputChunk | Rolldown.OutputAsset>> {
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  writeFileSync(
    resolve(appDir, 'main.jsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      `import { ToolCard, preloadCards } from ${JSON.stringify(resolve(root, 'dist/index.js'))};`,
      'preloadCards();',
      "createRoot(document.getElementById('root')).render(<ToolCard intent={{ card: 'terminal', command: 'ls', output: 'a' }} />);",
    ].join('\n'),
  );
  const output = await build({
    configFile: false,
    mode: 'production',
    root: appDir,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: plugins as never,
    build: {
      write: false,
      minify: true,
      sourcemap: true,
      rollupOptions: {
        input: resolve(appDir, 'main.jsx'),
        external: bundleReact ? [] : [/^react($|\/)/, /^react-dom($|\/)/],
      },
    },
  });
  const items = (Array.isArray(output) ? output : [output]).flatMap(
    (result) => (result as Rolldown.RolldownOutput).output,
  );
  return new Map(items.map((item) => [item.fileName, item]));
}

const chunksOf = (bundle: Map<string, Rolldown.OutputChunk | Rolldown.OutputAsset>) =>
  [...bundle.values()].filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');

/** The `mappings` a chunk's written source map has (the chunk's own map, or its `.map` asset). */
function mappingsOf(bundle: Map<string, Rolldown.OutputChunk | Rolldown.OutputAsset>, chunk: Rolldown.OutputChunk) {
  const asset = bundle.get(`${chunk.fileName}.map`);
  if (asset?.type === 'asset') return (JSON.parse(String(asset.source)) as { mappings: string }).mappings;
  return chunk.map?.mappings;
}

/** Whether a chunk holds no module but the package's own files. */
const isKitOnly = (chunk: Rolldown.OutputChunk) =>
  Object.keys(chunk.modules).length > 0 &&
  Object.keys(chunk.modules).every((id) => id.replaceAll('\\', '/').startsWith(`${root}/dist/`));

describe('toolcards/vite: compile hints on the kit’s lazy chunks, in a host’s Vite build of the package', () => {
  let plain: Map<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;
  let hinted: Map<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;
  let plugin: PluginModule;
  beforeAll(async () => {
    plugin = await loadPlugin();
    plain = await buildHostApp([]);
    hinted = await buildHostApp([plugin.toolcardsCompileHints()]);
  }, 300_000);
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it('starts every lazy chunk of the kit’s own code with V8’s magic comment, on a line of its own', () => {
    const kitChunks = chunksOf(hinted).filter((chunk) => !chunk.isEntry && isKitOnly(chunk));
    // One chunk per card at least (generic, terminal, diff, read, search, web) and the highlighting runtime.
    expect(kitChunks.length).toBeGreaterThanOrEqual(7);
    for (const chunk of kitChunks)
      expect(chunk.code.startsWith('//# allFunctionsCalledOnLoad\n'), chunk.fileName).toBe(true);
    expect(plugin.COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('leaves the entry (the host’s own code) and chunks of other packages (shiki’s grammars) as they were', () => {
    const untouched = chunksOf(hinted).filter((chunk) => chunk.isEntry || !isKitOnly(chunk));
    expect(untouched.some((chunk) => chunk.isEntry)).toBe(true);
    expect(untouched.some((chunk) => Object.keys(chunk.modules).some((id) => id.includes('@shikijs/langs')))).toBe(
      true,
    );
    for (const chunk of untouched) {
      const mostlyKit =
        !chunk.isEntry &&
        Object.entries(chunk.modules)
          .filter(([id]) => id.startsWith(`${root}/dist/`))
          .reduce((sum, [, module]) => sum + module.renderedLength, 0) *
          2 >
          Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
      expect(chunk.code.startsWith('//#'), chunk.fileName).toBe(mostlyKit);
    }
  });

  it('changes nothing else: the same minified code one line lower, and its source map one line lower too', () => {
    const plainChunks = new Map(chunksOf(plain).map((chunk) => [chunk.fileName, chunk]));
    let moved = 0;
    for (const chunk of chunksOf(hinted)) {
      const before = plainChunks.get(chunk.fileName);
      expect(before, `${chunk.fileName} is in both builds`).toBeDefined();
      if (!before) continue;
      const mappings = mappingsOf(hinted, chunk);
      if (chunk.code === before.code) {
        expect(mappings).toBe(mappingsOf(plain, before));
        continue;
      }
      moved += 1;
      expect(chunk.code).toBe(`//# allFunctionsCalledOnLoad\n${before.code}`);
      const mappingsBefore = mappingsOf(plain, before);
      expect(mappingsBefore, `${chunk.fileName} has a source map`).toBeDefined();
      expect(mappings).toBe(`;${mappingsBefore}`);
    }
    expect(moved).toBeGreaterThanOrEqual(7);
  });

  it('marks nothing when `include` claims no module, and no chunk twice when run twice', async () => {
    const none = await buildHostApp([plugin.toolcardsCompileHints({ include: () => false })]);
    expect(chunksOf(none).filter((chunk) => chunk.code.startsWith('//#'))).toEqual([]);
    const twice = await buildHostApp([plugin.toolcardsCompileHints(), plugin.toolcardsCompileHints()]);
    for (const chunk of chunksOf(twice)) expect(chunk.code.startsWith('//# allFunctionsCalledOnLoad\n//#')).toBe(false);
  }, 300_000);
});

describe('toolcards/vite under Rollup itself (as Vite 5–7 bundle), on the built package', () => {
  it('marks the kit’s lazy chunks and moves the source map Rollup writes from the chunk', async () => {
    const { rollup } = await import('rollup');
    const { toolcardsCompileHints } = await loadPlugin();
    const input = resolve(appDir, 'rollup-main.js');
    mkdirSync(appDir, { recursive: true });
    writeFileSync(
      input,
      `import { ToolCard, preloadCards } from ${JSON.stringify(resolve(root, 'dist/index.js'))};\nexport { ToolCard, preloadCards };\n`,
    );
    const build = async (plugins: unknown[]) => {
      // The package's own dependencies (React, valibot, shiki) are the app's: left out, as a host's resolver would find them.
      const bundle = await rollup({
        input,
        external: (id) => !id.startsWith('.') && !id.startsWith('/'),
        plugins: plugins as never,
      });
      const { output } = await bundle.generate({ dir: resolve(appDir, 'rollup-out'), format: 'es', sourcemap: true });
      await bundle.close();
      return output.filter((item) => item.type === 'chunk');
    };
    const plain = new Map((await build([])).map((chunk) => [chunk.fileName, chunk]));
    const hinted = await build([toolcardsCompileHints()]);
    const marked = hinted.filter((chunk) => chunk.code.startsWith('//# allFunctionsCalledOnLoad\n'));
    for (const card of ['generic', 'terminal', 'diff', 'read', 'search', 'web'])
      expect(
        marked.some((chunk) => chunk.fileName.startsWith(`card-${card}-`)),
        card,
      ).toBe(true);
    expect(marked.some((chunk) => chunk.isEntry)).toBe(false);
    for (const chunk of marked) {
      const before = plain.get(chunk.fileName);
      expect(chunk.code).toBe(`//# allFunctionsCalledOnLoad\n${before?.code}`);
      expect(chunk.map?.mappings).toBe(`;${before?.map?.mappings}`);
    }
  }, 300_000);
});

/** The kit's built files (dist/, not dist/server/) a chunk holds, by their path inside dist/. */
const kitFilesOf = (chunk: { modules: Record<string, unknown> }) =>
  Object.keys(chunk.modules)
    .map((id) => id.replaceAll('\\', '/'))
    .filter((id) => id.startsWith(`${root}/dist/`))
    .map((id) => id.slice(`${root}/dist/`.length));

describe('toolcards/vite with `startupChunk`, in a host’s Vite build of the package (React bundled too)', () => {
  let split: Rolldown.OutputChunk[];
  beforeAll(async () => {
    const { toolcardsCompileHints } = await loadPlugin();
    split = chunksOf(await buildHostApp([toolcardsCompileHints({ startupChunk: true })], { bundleReact: true }));
  }, 300_000);
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it('moves the kit’s entry and what it imports statically out of the host’s entry into one hinted chunk of its own', () => {
    const entry = split.find((chunk) => chunk.isEntry);
    const startup = split.filter((chunk) => chunk.name === 'toolcards');
    expect(startup).toHaveLength(1);
    const [kit] = startup;
    if (!entry || !kit) return;
    expect(kitFilesOf(entry)).toEqual([]);
    expect(kitFilesOf(kit)).toContain('index.js');
    // The kit's chunk holds the kit alone, and the entry loads it. React and the other packages
    // the kit's startup imports are in a chunk of their own that imports nothing back: left in
    // the entry, the kit's chunk would import the entry that imports it, and run before it.
    expect(kitFilesOf(kit)).toHaveLength(Object.keys(kit.modules).length);
    expect(entry.imports).toContain(kit.fileName);
    const dependencies = split.find((chunk) => chunk.name === 'toolcards-dependencies');
    expect(Object.keys(dependencies?.modules ?? {}).some((id) => /node_modules[\\/]react[\\/]/.test(id))).toBe(true);
    expect(kitFilesOf(dependencies ?? { modules: {} })).toEqual([]);
    const importedBy = (chunk: Rolldown.OutputChunk): string[] =>
      chunk.imports.flatMap((file) => {
        const imported = split.find((other) => other.fileName === file);
        return imported ? [file, ...importedBy(imported)] : [file];
      });
    expect(importedBy(kit)).not.toContain(entry.fileName);
    expect(kit.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(entry.code.startsWith('//#')).toBe(false);
  });

  it('leaves every card lazy: its own hinted chunk, loaded by import(), none of it in the startup chunk', () => {
    const kit = split.find((chunk) => chunk.name === 'toolcards');
    for (const card of ['generic', 'terminal', 'diff', 'read', 'search', 'web']) {
      const own = split.filter((chunk) => kitFilesOf(chunk).some((file) => file.startsWith(`card-${card}-`)));
      expect(own, card).toHaveLength(1);
      expect(own[0]?.name, card).not.toBe('toolcards');
      expect(own[0]?.code.startsWith('//# allFunctionsCalledOnLoad\n'), card).toBe(true);
      expect(kit?.dynamicImports.some((file) => file === own[0]?.fileName) ?? false, card).toBe(true);
    }
  });
});

describe('toolcards/vite with `startupChunk` under Rollup itself', () => {
  const outDir = resolve(appDir, 'rollup-startup-out');
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it('puts the kit’s startup in a hinted `toolcards` chunk, and the built app still runs (Node, from the files written)', async () => {
    const { rollup } = await import('rollup');
    const { toolcardsCompileHints } = await loadPlugin();
    mkdirSync(appDir, { recursive: true });
    const input = resolve(appDir, 'rollup-startup-main.js');
    writeFileSync(
      input,
      `import { ToolCard, preloadCards } from ${JSON.stringify(resolve(root, 'dist/index.js'))};\nexport { ToolCard, preloadCards };\n`,
    );
    const bundle = await rollup({
      input,
      external: (id) => !id.startsWith('.') && !id.startsWith('/'),
      // Typed as Rollup's own plugins are: the plugin's hooks fit Rollup's types too.
      plugins: [toolcardsCompileHints({ startupChunk: true })],
    });
    const { output } = await bundle.write({ dir: outDir, format: 'es' });
    await bundle.close();
    const chunks = output.filter((item) => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    const kit = chunks.find((chunk) => chunk.name === 'toolcards');
    expect(kit).toBeDefined();
    if (!entry || !kit) return;
    expect(kitFilesOf(entry)).toEqual([]);
    expect(kitFilesOf(kit)).toContain('index.js');
    expect(kit.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    for (const card of ['generic', 'terminal', 'diff', 'read', 'search', 'web'])
      expect(
        chunks.filter((chunk) => kitFilesOf(chunk).some((file) => file.startsWith(`card-${card}-`))),
        card,
      ).toEqual([expect.objectContaining({ isEntry: false, isDynamicEntry: true })]);
    // Its modules run in an order that works: the entry's exports are the kit's.
    writeFileSync(resolve(outDir, 'package.json'), '{"type":"module"}');
    const built = (await import(/* @vite-ignore */ pathToFileURL(resolve(outDir, entry.fileName)).href)) as {
      preloadCards: unknown;
      ToolCard: unknown;
    };
    expect(typeof built.preloadCards).toBe('function');
    expect(built.ToolCard).toBeTruthy();
  }, 300_000);

  it('keeps a package the kit’s startup shares with the host out of the kit’s chunk (Rollup would move it in)', async () => {
    const { rollup } = await import('rollup');
    const { toolcardsCompileHints } = await loadPlugin();
    const dir = resolve(appDir, 'rollup-shared');
    mkdirSync(resolve(dir, 'kit'), { recursive: true });
    const files: Record<string, string> = {
      'main.js':
        "import { kit, card } from './kit/index.js';\nimport { shared } from './shared.js';\nexport const page = kit + shared;\nexport { card };\n",
      'shared.js': "export const shared = 'shared';\n",
      'kit/index.js':
        "import { shared } from '../shared.js';\nexport const kit = 'kit' + shared;\nexport const card = () => import('./card.js');\n",
      'kit/card.js': "import { kit } from './index.js';\nexport const drawn = kit;\n",
    };
    for (const [file, code] of Object.entries(files)) writeFileSync(resolve(dir, file), code);
    const bundle = await rollup({
      input: resolve(dir, 'main.js'),
      plugins: [toolcardsCompileHints({ include: (id) => id.startsWith(resolve(dir, 'kit')), startupChunk: true })],
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    const chunks = output.filter((item) => item.type === 'chunk');
    const modulesOf = (name: string) =>
      Object.keys(chunks.find((chunk) => chunk.name === name)?.modules ?? {}).map((id) => id.slice(dir.length + 1));
    expect(modulesOf('toolcards')).toEqual(['kit/index.js']);
    expect(modulesOf('toolcards-dependencies')).toEqual(['shared.js']);
    // The card stays lazy: a chunk of its own, loaded by import().
    const card = chunks.find((chunk) => Object.keys(chunk.modules).some((id) => id.endsWith('card.js')));
    expect(card).toMatchObject({ isDynamicEntry: true, name: 'card' });
  }, 300_000);
});
