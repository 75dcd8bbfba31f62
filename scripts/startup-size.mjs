// Measures what the kit adds to an app's startup JavaScript, the way a user's bundler sees it:
// vite builds a tiny app that imports the built package (dist/) and renders one card of every
// kind, with React left out (the host pays for React anyway). The startup cost is the gzip size
// of the entry chunk and every chunk it imports statically; chunks loaded with `import()` (shiki,
// its grammars) are counted apart, since an app pays for them only when they are needed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, minifySync } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** React is the host's: left out of the measure. */
const hostOwned = [/^react($|\/)/, /^react-dom($|\/)/];

// The intents come from the page (a JSON script), so the bundle holds the app's code and none of its data.
// `cards` absent: the app renders `<ToolCard>` (every card); else it builds its own from those
// cards with `createToolCard`, as a host that draws only some cards does.
function appSource(cards) {
  const entry = JSON.stringify(resolve(root, 'dist/index.js'));
  const imports =
    cards === undefined
      ? `import { ToolCard } from ${entry};`
      : `import { createToolCard, ${cards.map((card) => `${card}Card`).join(', ')} } from ${entry};`;
  return [
    "import { createRoot } from 'react-dom/client';",
    imports,
    cards === undefined
      ? ''
      : `const ToolCard = createToolCard({ cards: { ${cards.map((card) => `${card}: ${card}Card`).join(', ')} } });`,
    "const intents = JSON.parse(document.getElementById('intents').textContent);",
    "createRoot(document.getElementById('root')).render(intents.map((intent, index) => <ToolCard key={index} intent={intent} />));",
  ].join('\n');
}

/**
 * Builds the measuring app and returns the startup gzip bytes (entry chunks), the lazy ones, and
 * the ids of the modules in the startup chunks. Needs dist/ (`npm run build`). `cards`: the card
 * names the app draws with `createToolCard` (every card through `<ToolCard>` when absent).
 */
export async function measureStartupSize({ cards, breakdown = false } = {}) {
  const appDir = resolve(root, 'node_modules/.cache/toolcards-startup-app');
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  writeFileSync(resolve(appDir, 'main.jsx'), appSource(cards));
  // Vite picks packages' `development` builds (micromark's has its assertions) unless NODE_ENV
  // says production, and vitest sets it to `test`.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = await build({
    configFile: false,
    mode: 'production',
    root: appDir,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuild: { jsx: 'automatic' },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      write: false,
      minify: true,
      rollupOptions: {
        input: resolve(appDir, 'main.jsx'),
        external: (id) => hostOwned.some((pattern) => pattern.test(id)),
      },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const startup = new Set();
  /** The chunk and every chunk it imports statically, into `into`. */
  const closure = (chunk, into) => {
    if (!chunk || into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const imported of chunk.imports) closure(byName.get(imported), into);
    return into;
  };
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, startup);
  // Every chunk the app can ever load: its startup, then whatever `import()`s those (and theirs)
  // name. The bundler may also emit chunks that nothing names any more (an `import()` in code it
  // shook out): never loaded, so not counted.
  const loadable = new Set(startup);
  const reach = (chunk) => {
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      if (loadable.has(name) || !byName.has(name)) continue;
      loadable.add(name);
      reach(byName.get(name));
    }
  };
  for (const name of startup) reach(byName.get(name));
  const gzip = (chunk) => gzipSync(chunk.code, { level: 9 }).length;
  // What the first card of each kind loads on top of startup: its chunk (dist/card-<name>-….js)
  // and the chunks that one imports, less those already there. Highlighting's runtime and
  // grammars come later still, when a card highlights.
  const firstUseBytes = new Map();
  for (const chunk of chunks) {
    const card = /\/dist\/card-(\w+)-[^/]*\.js$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (card === undefined || !loadable.has(chunk.fileName) || startup.has(chunk.fileName)) continue;
    const loads = [...closure(chunk, new Set())].filter((name) => !startup.has(name));
    firstUseBytes.set(
      card,
      loads.reduce((sum, name) => sum + gzip(byName.get(name)), 0),
    );
  }
  let startupBytes = 0;
  let lazyBytes = 0;
  const startupModules = [];
  const moduleBytes = new Map();
  for (const chunk of chunks) {
    if (startup.has(chunk.fileName)) {
      startupBytes += gzip(chunk);
      // Modules the bundler kept code of: one it shook out entirely is listed with nothing rendered.
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (module.renderedLength === 0) continue;
        startupModules.push(id);
        if (breakdown) moduleBytes.set(id, minifiedGzip(module.code ?? ''));
      }
    } else if (loadable.has(chunk.fileName)) lazyBytes += gzip(chunk);
  }
  rmSync(appDir, { recursive: true, force: true });
  const lazy = chunks.filter((chunk) => loadable.has(chunk.fileName) && !startup.has(chunk.fileName));
  const lazyChunkNames = lazy.map((chunk) => chunk.facadeModuleId ?? chunk.fileName);
  return {
    startupBytes,
    lazyBytes,
    lazyChunks: lazy.length,
    lazyChunkNames,
    startupModules,
    moduleBytes,
    firstUseBytes,
  };
}

/** One module's code as the bundle ships it, minified and gzipped alone. */
// Not compressed: alone, a module exports nothing, so dead-code removal would drop it all.
function minifiedGzip(code) {
  const minified = minifySync('module.js', code, { compress: false, mangle: true, module: true }).code;
  return gzipSync(minified, { level: 9 }).length;
}

/**
 * The package a module belongs to (`@scope/name` or `name`), `toolcards` for the kit's own code,
 * `app` for the measuring app's few lines, `bundler runtime` for what vite adds (its preload helper).
 */
export function packageOf(id) {
  if (id.includes('toolcards-startup-app')) return 'app';
  if (!id.startsWith('/')) return 'bundler runtime';
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return 'toolcards';
  const parts = id.slice(at + '/node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? id);
}

/**
 * Where the startup bytes go, by package: each module minified and gzipped alone, summed per
 * package, then scaled so the shares add up to the measured total (gzip shares its dictionary
 * across a chunk, so the modules alone sum to more than the chunk).
 */
export function startupByPackage({ startupBytes, moduleBytes }) {
  const sums = new Map();
  let whole = 0;
  for (const [id, bytes] of moduleBytes) {
    sums.set(packageOf(id), (sums.get(packageOf(id)) ?? 0) + bytes);
    whole += bytes;
  }
  return [...sums]
    .map(([name, bytes]) => ({ name, bytes: whole === 0 ? 0 : (bytes / whole) * startupBytes }))
    .sort((a, b) => b.bytes - a.bytes);
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const every = await measureStartupSize({ breakdown: true });
  const { startupBytes, lazyBytes, lazyChunks } = every;
  console.log(
    `startup JS (gzip, React excluded, every card): ${kib(startupBytes)} KiB; lazy: ${kib(lazyBytes)} KiB in ${lazyChunks} chunks`,
  );
  console.log('  by package (share of that figure):');
  for (const { name, bytes } of startupByPackage(every))
    console.log(`    ${name.padEnd(28)} ${kib(bytes).padStart(5)} KiB`);
  if (process.argv.includes('--modules')) {
    const rows = [...every.moduleBytes].sort((a, b) => b[1] - a[1]);
    for (const [id, bytes] of rows) console.log(`      ${id.replace(root + '/', '').padEnd(70)} ${bytes}`);
  }
  console.log('  what the first card of each kind loads then (its chunk, gzip), before any highlighting:');
  for (const [card, bytes] of every.firstUseBytes)
    console.log(
      `    ${card.padEnd(10)} +${kib(bytes).padStart(5)} KiB  (startup and it: ${kib(startupBytes + bytes)} KiB)`,
    );
  const generic = await measureStartupSize({ cards: ['generic'] });
  console.log(
    `startup JS with createToolCard({ cards: { generic } }): ${kib(generic.startupBytes)} KiB, ${generic.lazyChunks} lazy chunks`,
  );
}
