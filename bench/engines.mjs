// `npm run bench:engines`: the engines the kit owns, beside the libraries that would do the same
// job, timed on the same inputs in the same run, in Node and in Chromium, with the gzip size each
// would ship (bench/engine-decisions.ts; the figures go in docs/dependencies.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, createServer } from 'vite';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { prepareRealInputs, realInputsDir } from './real-inputs.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cache = resolve(root, 'node_modules/.cache/toolcards-engines');
const runs = Number(process.env.BENCH_RUNS ?? 5);
process.env.NODE_ENV = 'production';
prepareRealInputs();

// Node: the engines through Vite's SSR loader (the sources are TypeScript).
const vite = await createServer({
  configFile: false,
  root,
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
const { engineInputs } = await vite.ssrLoadModule('/bench/engine-inputs.ts');
const { measureEngines } = await vite.ssrLoadModule('/bench/engine-decisions.ts');
const inputs = engineInputs(realInputsDir);
// diff2html logs once per malformed `@@` line: silenced while timing, as a host would want.
const quiet = console.error;
console.error = () => {};
const nodeRows = measureEngines(inputs, runs, (step) => process.stderr.write(`node: ${step}\n`));
for (const row of nodeRows) process.stderr.write(`node: ${JSON.stringify(row)}\n`);
console.error = quiet;
await vite.close();

// Chromium: the same file bundled, run in a blank page on the same inputs.
mkdirSync(cache, { recursive: true });
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: join(cache, 'page'),
    emptyOutDir: true,
    lib: {
      entry: resolve(root, 'bench/engine-decisions.ts'),
      name: 'engines',
      formats: ['iife'],
      fileName: () => 'engines.js',
    },
  },
});
const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_ARGS });
const page = await browser.newPage();
page.setDefaultTimeout(1_800_000);
await page.addScriptTag({ content: readFileSync(join(cache, 'page/engines.js'), 'utf8') });
// A library that took over 10 s a run in Node is not run again in the page (its Node time stands).
const slow = nodeRows.filter((row) => row.library > 10_000).map((row) => `${row.engine}\u0000${row.input}`);
const browserRows = await page.evaluate(
  ([given, count, skip]) => {
    console.error = () => {};
    return globalThis.engines.measureEngines(given, count, undefined, (engine, input) =>
      skip.includes(`${engine}\u0000${input}`) ? 'not run (over 10 s in Node)' : undefined,
    );
  },
  [inputs, runs, slow],
);
await browser.close();

// What each engine weighs as it would ship: its entry alone, minified, gzip.
const entries = {
  'Markdown parser': [
    "export { parseCommonMark } from './src/markdown/commonmark/parse-commonmark';",
    "export { fromMarkdown } from 'mdast-util-from-markdown';",
  ],
  'ANSI parser': ["export { parseAnsi } from './src/ansi/index';", "export { default } from 'anser';"],
  'line differ': ["export { diffTexts } from './src/diff/diff-texts';", "export { diffLines } from 'diff';"],
  'patch reader': ["export { parsePatch } from './src/diff/parse-patch';", "export { parse } from 'diff2html';"],
};
const sizes = new Map();
for (const [engine, [kit, library]] of Object.entries(entries)) {
  const gzip = async (name, code) => {
    const entry = join(root, `.engine-size-${name}.ts`);
    writeFileSync(entry, code);
    try {
      const output = await build({
        configFile: false,
        root,
        logLevel: 'silent',
        build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'entry' } },
      });
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => result.output)
        .filter((item) => item.type === 'chunk');
      return chunks.reduce((total, chunk) => total + gzipSync(chunk.code).length, 0);
    } finally {
      (await import('node:fs')).rmSync(entry, { force: true });
    }
  };
  sizes.set(engine, [await gzip('kit', kit), await gzip('library', library)]);
}

const ms = (value) => (Number.isNaN(value) ? '—' : value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`);
const times = (kit, library) => (Number.isNaN(library) ? '—' : `${(library / kit).toFixed(1)}×`);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `\nEngines the kit owns, beside the library that would do the job: median of ${runs} runs after a warm-up, Node ${process.version} and Chromium.\n`,
);
console.log(
  '| engine | input | kit, Node | library, Node | library ÷ kit | kit, Chromium | library, Chromium | library ÷ kit |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
nodeRows.forEach((row, index) => {
  const other = browserRows[index];
  const failure = row.libraryFailure ?? other.libraryFailure;
  console.log(
    `| ${row.engine} (vs ${row.libraryName}) | ${row.input} | ${ms(row.kit)} | ${failure && Number.isNaN(row.library) ? failure : ms(row.library)} | ${times(row.kit, row.library)} | ${ms(other.kit)} | ${Number.isNaN(other.library) ? (other.libraryFailure ?? '—') : ms(other.library)} | ${times(other.kit, other.library)} |`,
  );
});
console.log('\n| engine | kit, gzip | library, gzip |');
console.log('|---|---:|---:|');
for (const [engine, [kit, library]] of sizes) console.log(`| ${engine} | ${kib(kit)} | ${kib(library)} |`);
