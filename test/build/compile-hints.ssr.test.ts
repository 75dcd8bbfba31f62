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
async function buildHostApp(plugins: unknown[]): Promise<Map<string, Rolldown.OutputChunk | Rolldown.OutputAsset>> {
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
      rollupOptions: { input: resolve(appDir, 'main.jsx'), external: [/^react($|\/)/, /^react-dom($|\/)/] },
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
