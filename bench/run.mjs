// `npm run bench`: builds the bench page (production React), serves it on 127.0.0.1, drives
// headless Chromium through it, and prints the median time to mount and paint each case, with
// the ratio against the way a host would otherwise do the same work.
import { createReadStream, existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, createServer as createViteServer, runnerImport } from 'vite';
import { execFileSync } from 'node:child_process';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { measureStartupSize, startupByPackage } from '../scripts/startup-size.mjs';
import { wholeCardsPlugin } from '../scripts/whole-cards-plugin.mjs';
import { prepareRealInputs, realInputsDir } from './real-inputs.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, 'node_modules/.cache/toolcards-bench');
const runs = Number(process.env.BENCH_RUNS ?? 5);
// Production React for the server half, as a host's server runs it.
process.env.NODE_ENV = 'production';
// BENCH_FILTER=terminal runs only the cases whose name contains it; commas separate several.
const filters = (process.env.BENCH_FILTER ?? '').split(',').filter((part) => part !== '');
const selected = (name) => filters.length === 0 || filters.some((part) => name.includes(part));

/** Server render of each pathological input in this Node process (through Vite's SSR loader). */
async function serverPathological() {
  if (filters.length > 0 && !filters.some((part) => part.includes('pathological'))) return new Map();
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const vite = await createViteServer({
    configFile: false,
    root,
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    // Every card whole, as the package's server build has them: a lazy card cannot renderToString.
    plugins: [wholeCardsPlugin(), react()],
  });
  try {
    const module = await vite.ssrLoadModule('/bench/pathological-server.tsx');
    return module.measureServer(Math.min(runs, 3), gc, selected);
  } finally {
    await vite.close();
  }
}
const serverFigures = await serverPathological();
// Real inputs (published packages diffed, real programs' logs, real source files), built once and cached.
// A filter that names no real-input case (`real`, `streaming`) skips building them.
const realInputs =
  filters.length > 0 && !filters.some((part) => part.includes('real') || part.includes('streaming'))
    ? []
    : prepareRealInputs();

const { module: buildPlugins } = await runnerImport(resolve(root, 'src/build/index.ts'), {
  configFile: false,
  logLevel: 'warn',
});
const { toolcardsCompileHints } = buildPlugins;
await build({
  configFile: false,
  root: resolve(root, 'bench'),
  logLevel: 'warn',
  // The kit's lazy chunks and its startup chunk carry V8's compile hint, as in a host that uses
  // `toolcards/vite` with `startupChunk` (the kit's modules here are its sources); BENCH_HINTS=0
  // builds without the plugin, BENCH_STARTUP_CHUNK=0 with the hints on the lazy chunks alone.
  plugins: [
    react(),
    ...(process.env.BENCH_HINTS === '0'
      ? []
      : [
          toolcardsCompileHints({
            include: (id) => id.startsWith(resolve(root, 'src') + sep),
            startupChunk: process.env.BENCH_STARTUP_CHUNK !== '0',
          }),
        ]),
  ],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: { outDir, emptyOutDir: true, minify: process.env.BENCH_MINIFY !== '0' },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  // The page fetches real inputs by name: /inputs/<name>.
  const input = pathname.startsWith('/inputs/')
    ? join(realInputsDir, pathname.slice('/inputs/'.length).replace(/[\\/]/g, ''))
    : undefined;
  if (input !== undefined) {
    if (!existsSync(input)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    createReadStream(input).pipe(response);
    return;
  }
  const path = join(outDir, pathname);
  const file = existsSync(path) && extname(path) ? path : join(outDir, 'index.html');
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  headless: true,
  args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc', '--enable-precise-memory-info'],
});
async function openPage() {
  const opened = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  opened.setDefaultTimeout(600_000);
  await opened.goto(
    `http://127.0.0.1:${address.port}/${process.env.BENCH_STREAM_SECONDS ? `?streamSeconds=${process.env.BENCH_STREAM_SECONDS}` : ''}`,
  );
  await opened.waitForFunction(() => window.bench !== undefined);
  return opened;
}
let page = await openPage();
const names = (await page.evaluate(() => window.bench.names)).filter(selected);

/** A fresh page load: caches in the page (parsed diffs, compiled grammars) start cold, as in an app. */
async function freshPage() {
  await page.close().catch(() => {});
  page = await openPage();
}

/**
 * Runs one case (a floor case with the screens {@link floorScreens} captured); a case that crashes
 * the tab (the alternatives can) is reported, not fatal.
 */
async function runCase(name, screens) {
  try {
    return await page.evaluate(([caseName, caseScreens]) => window.bench.run(caseName, caseScreens), [name, screens]);
  } catch (error) {
    await page.close().catch(() => {});
    page = await openPage();
    return `tab crashed (${String(error.message ?? error)
      .split('\n')[0]
      .slice(0, 40)})`;
  }
}

/**
 * The browser floor (issue 28, bench/floor-bench.tsx): `<group>[-warm]:browser-floor` draws, as
 * static markup, the screens the kit's card had at its first paint (and, warm, its warm-up card).
 * They are captured by `<group>[-warm]:capture-markup` on a page load of their own, passed to the
 * floor case as an argument: the page that times the floor has never styled, laid out or painted
 * the card. Resolves to undefined for any other case, to a string when the capture failed.
 */
const FLOOR = ':browser-floor';
async function floorScreens(name) {
  if (!name.endsWith(FLOOR)) return undefined;
  await freshPage();
  const screens = await runCase(`${name.slice(0, -FLOOR.length)}:capture-markup`);
  return typeof screens === 'string' ? `capture ${screens}` : screens;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const medianTiming = (samples) =>
  samples[0].streaming
    ? {
        streaming: true,
        updates: median(samples.map((sample) => sample.updates)),
        earlyUpdate: median(samples.map((sample) => sample.earlyUpdate)),
        lateUpdate: median(samples.map((sample) => sample.lateUpdate)),
        slowestUpdate: median(samples.map((sample) => sample.slowestUpdate)),
        longestTask: median(samples.map((sample) => sample.longestTask)),
        longestFrame: median(samples.map((sample) => sample.longestFrame)),
      }
    : samples[0].pathological
      ? {
          pathological: true,
          paint: median(samples.map((sample) => sample.paint)),
          slowestClick: median(samples.map((sample) => sample.slowestClick)),
          longestTask: median(samples.map((sample) => sample.longestTask)),
          heapMb: median(samples.map((sample) => sample.heapMb)),
        }
      : samples[0].scroll
        ? {
            scroll: true,
            p95Frame: median(samples.map((sample) => sample.p95Frame)),
            maxFrame: median(samples.map((sample) => sample.maxFrame)),
            longTasks: median(samples.map((sample) => sample.longTasks)),
            longestTask: median(samples.map((sample) => sample.longestTask)),
            longestFrameWork: median(samples.map((sample) => sample.longestFrameWork)),
            worstRuns: samples
              .map(
                (sample) =>
                  `${sample.maxFrame.toFixed(1)} (${sample.longestFrameWork.toFixed(1)}, tasks ${sample.longestFrameTasks.toFixed(1)})`,
              )
              .join(', '),
          }
        : {
            mount: samples[0].mount === undefined ? undefined : median(samples.map((sample) => sample.mount)),
            paint: median(samples.map((sample) => sample.paint)),
            longestTask:
              samples[0].longestTask === undefined ? undefined : median(samples.map((sample) => sample.longestTask)),
            longestFrame:
              samples[0].longestFrame === undefined ? undefined : median(samples.map((sample) => sample.longestFrame)),
            heapMb: samples[0].heapMb === undefined ? undefined : median(samples.map((sample) => sample.heapMb)),
            inputMb: samples[0].inputMb,
          };

/**
 * BENCH_PROFILE=1: one warm run, then one run under the V8 sampling profiler; prints the functions
 * with the most self time (build with BENCH_MINIFY=0 for readable names).
 */
async function profileCase(name) {
  const screens = await floorScreens(name);
  await freshPage();
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  const value = await runCase(name, screens);
  const { profile } = await session.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const intervals = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id).callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (intervals[index] ?? 0) / 1000);
  });
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (node) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber + 1}`;
  const total = new Map();
  profile.samples.forEach((id, index) => {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) seen.add(keyOf(byId.get(at)));
    for (const key of seen) total.set(key, (total.get(key) ?? 0) + (intervals[index] ?? 0) / 1000);
  });
  console.log(`\n${name}: ${JSON.stringify(value)}`);
  console.log('self time:');
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${time.toFixed(1).padStart(8)} ms  ${key}`);
  console.log('inclusive time:');
  for (const [key, time] of [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_PROFILE_TOP ?? 60)))
    console.log(`  ${time.toFixed(1).padStart(8)} ms  ${key}`);
}
/**
 * BENCH_TRACE=1: one run under a Chromium trace; prints each main-thread task over 8 ms with what
 * it spent its time on (script, style, layout, observers, paint, collection), by the trace's own
 * event names: what the sampling profiler cannot see, such as a layout the browser does itself.
 */
async function traceCase(name) {
  const screens = await floorScreens(name);
  await freshPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'disabled-by-default-v8.compile',
      'blink.user_timing',
      ...(process.env.BENCH_SELECTORS ? ['disabled-by-default-blink.debug'] : []),
    ],
  });
  const value = await runCase(name, screens);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = traceEvents.filter((event) => event.ph === 'X' && event.tid === main?.tid && event.pid === main?.pid);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur > 8000);
  const watched = new Set([
    'FunctionCall',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'V8.GC_SCAVENGER',
    'MinorGC',
    'MajorGC',
    'V8.GCScavenger',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'UpdateLayer',
    'CompositeLayers',
    'ResizeObserverController::DeliverObservations',
    'FireAnimationFrame',
    'TimerFire',
    'EventDispatch',
    'ParseHTML',
    'V8.ParseFunction',
    'V8.CompileLazy',
    'v8.parseOnBackground',
    'ScheduleStyleRecalculation',
    'InvalidateLayout',
    'HitTest',
    'UpdateLayerTree',
  ]);
  console.log(`\n${name}: ${JSON.stringify(value)}`);
  if (process.env.BENCH_SELECTORS) {
    const stats = new Map();
    for (const event of traceEvents.filter((e) => e.name === 'SelectorStats'))
      for (const row of event.args?.selector_stats?.selector_timings ?? []) {
        const was = stats.get(row.selector) ?? { us: 0, attempts: 0, matches: 0 };
        stats.set(row.selector, {
          us: was.us + row['elapsed (us)'],
          attempts: was.attempts + row.match_attempts,
          matches: was.matches + row.match_count,
        });
      }
    let total = 0;
    for (const v of stats.values()) total += v.us;
    console.log(`selector time ${(total / 1000).toFixed(1)} ms over ${stats.size} selectors`);
    for (const [sel, v] of [...stats].sort((a, b) => b[1].us - a[1].us).slice(0, 25))
      console.log(`  ${(v.us / 1000).toFixed(2)} ms ${v.attempts} tries ${v.matches} hits  ${sel}`);
  }
  const first = tasks[0]?.ts ?? 0;
  for (const task of tasks) {
    const inside = onMain.filter(
      (event) =>
        event !== task &&
        event.ts >= task.ts &&
        event.ts + event.dur <= task.ts + task.dur &&
        (process.env.BENCH_TRACE === 'all' || watched.has(event.name)),
    );
    const byName = new Map();
    for (const event of inside) byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
    const parts = [...byName].sort((a, b) => b[1] - a[1]).map(([key, time]) => `${key} ${time.toFixed(1)}`);
    console.log(
      `  +${((task.ts - first) / 1000).toFixed(0).padStart(6)} ms  task ${(task.dur / 1000).toFixed(1)} ms: ${parts.join(', ')}`,
    );
  }
}
if (process.env.BENCH_TRACE) {
  for (const name of names) await traceCase(name);
  await browser.close();
  server.close();
  process.exit(0);
}
if (process.env.BENCH_PROFILE) {
  for (const name of names) await profileCase(name);
  await browser.close();
  server.close();
  process.exit(0);
}

/**
 * The engine comparison's cases (`virtual-<list>:<engine>`, `scroll:virtual-<list>-<engine>`) by the
 * list they share: each list's engines take turns run by run, so a machine that slows down in the
 * middle of the bench slows every engine alike and the ratio stays a same-run comparison.
 */
const engineGroup = (name) =>
  /(^|:)virtual-/.test(name) ? name.replace(/[:-](own|tanstack)(-at-.*)?$/, '$2') : undefined;
/** Runs of each engine case: more than the kit's own cases, as a frame's wait makes first paint coarse. */
const engineRuns = Math.max(runs, 9);

const results = new Map();
const schedule = [];
for (const name of names) {
  const group = engineGroup(name);
  if (group === undefined) schedule.push([name]);
  else if (!schedule.some((turn) => engineGroup(turn[0]) === group))
    schedule.push(names.filter((other) => engineGroup(other) === group));
}
for (const turn of schedule) {
  // Alternatives are slow, and a stream takes its 20 s: fewer runs of those.
  const heavy = (name) =>
    name.startsWith('streaming:') ||
    (!name.startsWith('fixture:') &&
      !name.endsWith(':toolcards') &&
      !name.endsWith(FLOOR) &&
      engineGroup(name) === undefined);
  const samples = new Map(turn.map((name) => [name, []]));
  const failures = new Map();
  // A floor case's markup, captured once before its runs.
  const captured = new Map();
  for (const name of turn) {
    const screens = await floorScreens(name);
    if (typeof screens === 'string') failures.set(name, screens);
    else captured.set(name, screens);
  }
  const turnRuns = engineGroup(turn[0]) === undefined ? runs : engineRuns;
  // Each run on a fresh page load, so no run finds the previous one's work cached (the kit keeps
  // parsed diffs and compiled grammars per page, as an app would keep them).
  for (let run = 0; run < turnRuns; run += 1) {
    for (const name of turn) {
      if (failures.has(name) || (heavy(name) && run >= Math.min(runs, 3))) continue;
      await freshPage();
      const value = await runCase(name, captured.get(name));
      if (typeof value === 'string') failures.set(name, value);
      else samples.get(name).push(value);
    }
  }
  for (const name of turn) {
    results.set(name, failures.get(name) ?? medianTiming(samples.get(name)));
    process.stderr.write('.');
  }
}
process.stderr.write('\n');
await browser.close();
server.close();

const ms = (value) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);
const show = (timing) => (typeof timing === 'object' ? [ms(timing.mount), ms(timing.paint)] : [timing, timing]);
const longest = (value) => (value === undefined ? '—' : value === 0 ? 'none' : `${value.toFixed(0)} ms`);
const heap = (value) => (value === undefined || Number.isNaN(value) ? '—' : `${value.toFixed(1)} MB`);
const worst = (timing) =>
  typeof timing === 'object'
    ? [longest(timing.longestTask), longest(timing.longestFrame), heap(timing.heapMb)]
    : ['', '', ''];
const mountRatio = (other, ours) =>
  typeof other === 'object' && typeof ours === 'object' && ours.mount
    ? `${(other.mount / ours.mount).toFixed(1)}×`
    : '—';
const ratio = (other, ours) =>
  typeof other === 'object' && typeof ours === 'object' ? `${(other.paint / ours.paint).toFixed(1)}×` : '—';

console.log(`\ntoolcards bench: median of ${runs} runs in headless Chromium (production React).`);
console.log('\nReal inputs (built by bench/real-inputs.mjs, cached in node_modules/.cache/toolcards-bench-inputs):');
for (const input of realInputs)
  console.log(
    `- ${input.name}: ${input.lines.toLocaleString('en')} lines, ${(input.bytes / 1e6).toFixed(2)} MB${input.files === undefined ? '' : `, ${input.files} files`}`,
  );
console.log(
  'mount = render and commit; first paint = until the frame with it is painted (includes the wait for a frame).\n',
);
console.log('| fixture | mount | first paint |');
console.log('|---|---:|---:|');
for (const [name, value] of results)
  if (name.startsWith('fixture:')) console.log(`| ${name.slice(8)} | ${show(value).join(' | ')} |`);

const scrolls = [...results].filter(([name]) => name.startsWith('scroll:'));
if (scrolls.length > 0) {
  console.log(
    '\n| scrolling (300 px × 90 frames unless named) | p95 frame | worst frame | tasks over 50 ms | longest task | longest main-thread frame work | each run: worst frame (longest frame work, of it before rendering) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const [name, value] of scrolls) {
    if (typeof value !== 'object') console.log(`| ${name.slice(7)} | ${value} | | | | | |`);
    else
      console.log(
        `| ${name.slice(7)} | ${ms(value.p95Frame)} | ${ms(value.maxFrame)} | ${value.longTasks} | ${ms(value.longestTask)} | ${ms(value.longestFrameWork)} | ${value.worstRuns} |`,
      );
  }
}

const streams = [...results].filter(([name]) => name.startsWith('streaming:'));
if (streams.length > 0) {
  console.log(
    '\n| streaming at model speed (50 updates/s) | updates | update, first tenth | update, last tenth | last/first | slowest update | longest task | longest frame |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, value] of streams) {
    if (typeof value !== 'object') console.log(`| ${name.slice(10)} | ${value} | | | | | | |`);
    else
      console.log(
        `| ${name.slice(10)} | ${value.updates} | ${ms(value.earlyUpdate)} | ${ms(value.lateUpdate)} | ${(value.lateUpdate / Math.max(value.earlyUpdate, 0.1)).toFixed(1)}× | ${ms(value.slowestUpdate)} | ${longest(value.longestTask)} | ${longest(value.longestFrame)} |`,
      );
  }
}

const pathological = [...results].filter(([name]) => name.startsWith('pathological:'));
if (pathological.length > 0) {
  const mb = (value) => (value === undefined || Number.isNaN(value) ? '—' : `${value.toFixed(0)} MB`);
  console.log(
    '\n| pathological input (issue 15) | server render | server heap | markup | Chromium first paint | longest task | Chromium heap |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, value] of pathological) {
    const label = name.slice('pathological:'.length);
    const server = serverFigures.get(label);
    const serverCells =
      server === undefined
        ? ['—', '—', '—']
        : server.error
          ? [server.error, '', '']
          : [ms(server.ms), mb(server.heapMb), `${server.markupKb.toFixed(0)} KB`];
    const paint =
      typeof value === 'object' && value.slowestClick > 0
        ? `${ms(value.paint)} (slowest click ${ms(value.slowestClick)})`
        : typeof value === 'object'
          ? ms(value.paint)
          : '';
    const browserCells = typeof value === 'object' ? [paint, ms(value.longestTask), mb(value.heapMb)] : [value, '', ''];
    console.log(`| ${label} | ${serverCells.join(' | ')} | ${browserCells.join(' | ')} |`);
  }
}

const groups = [
  ...new Set(
    [...results.keys()]
      .filter(
        (name) =>
          !name.startsWith('fixture:') &&
          !name.startsWith('scroll:') &&
          !name.startsWith('streaming:') &&
          !name.startsWith('pathological:'),
      )
      .map((name) => name.split(':')[0]),
  ),
];
for (const group of groups) {
  // The kit's row of a group: `toolcards`, or the component a group measures (`tool-transcript`).
  const oursLabel = results.has(`${group}:toolcards`) ? 'toolcards' : 'tool-transcript';
  const ours = results.get(`${group}:${oursLabel}`);
  console.log(
    `\n| ${group} | mount | first paint | toolcards paints sooner by | longest task | longest frame | heap held |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, value] of results) {
    if (!name.startsWith(`${group}:`)) continue;
    const label = name.slice(group.length + 1);
    // For the append group the interesting ratio is the other way: how much longer 100k takes than 1k.
    // The engine groups compare each TanStack variant with the own one of the same list.
    const own =
      group.startsWith('virtual-') && label.startsWith('tanstack')
        ? results.get(`${group}:${label.replace('tanstack', 'own')}`)
        : undefined;
    const note =
      label === oursLabel
        ? typeof value === 'object' && value.inputMb
          ? `heap ÷ intents' JSON (${value.inputMb.toFixed(1)} MB): ${(value.heapMb / value.inputMb).toFixed(2)}×`
          : ''
        : label === FLOOR.slice(1) && typeof value === 'object' && typeof ours === 'object'
          ? `floor ÷ toolcards: ${(value.paint / ours.paint).toFixed(2)}×`
          : group === 'terminal-append-100'
            ? `100k/1k: ${ratio(ours, value)}`
            : own !== undefined
              ? `TanStack/own: mount ${mountRatio(value, own)}, paint ${ratio(value, own)}`
              : ratio(value, ours);
    console.log(`| ${label} | ${show(value).join(' | ')} | ${note} | ${worst(value).join(' | ')} |`);
  }
}

// Issue 28: each card cold (first of its kind on a fresh page) and warm (after one small card of its
// kind), side by side; the group tables above hold every row of each.
const WARM = '-warm:toolcards';
const warmGroups = [...results.keys()].filter((name) => name.endsWith(WARM)).map((name) => name.slice(0, -WARM.length));
if (warmGroups.length > 0) {
  const paintOf = (timing) => (typeof timing === 'object' ? ms(timing.paint) : (timing ?? '—'));
  const pair = (cold, warm, field, format) =>
    `${typeof cold === 'object' ? format(cold[field]) : '—'} / ${typeof warm === 'object' ? format(warm[field]) : '—'}`;
  // Tokens after paint: the read card's "visible rows highlighted" time less its paint (two page loads).
  const tokensAfter = (group) => {
    const paint = results.get(`${group}:toolcards`);
    const highlighted = results.get(`${group}:toolcards-visible-highlighted`);
    return typeof paint === 'object' && typeof highlighted === 'object' ? ms(highlighted.paint - paint.paint) : '—';
  };
  console.log(
    '\n| cold vs warm (issue 28) | toolcards cold paint | toolcards warm paint | browser floor cold / warm | alternative | alternative cold | alternative warm | tokens after paint, cold / warm | terminal: last line drawn, cold / warm | longest task, cold / warm | longest frame, cold / warm |',
  );
  console.log('|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const group of warmGroups) {
    const cold = results.get(`${group}:toolcards`);
    const warm = results.get(`${group}${WARM}`);
    const alternative = [...results.keys()]
      .find(
        (name) =>
          name.startsWith(`${group}-warm:`) &&
          !name.slice(group.length + 6).startsWith('toolcards') &&
          !name.endsWith(FLOOR),
      )
      ?.slice(group.length + 6);
    const tokens = results.has(`${group}:toolcards-visible-highlighted`)
      ? `${tokensAfter(group)} / ${tokensAfter(`${group}-warm`)}`
      : '—';
    // The terminal opens at its end: when its real last line is drawn there (`…:toolcards-end-drawn`).
    const endDrawn = results.has(`${group}:toolcards-end-drawn`)
      ? `${paintOf(results.get(`${group}:toolcards-end-drawn`))} / ${paintOf(results.get(`${group}-warm:toolcards-end-drawn`))}`
      : '—';
    console.log(
      `| ${group} | ${paintOf(cold)} | ${paintOf(warm)} | ${paintOf(results.get(`${group}${FLOOR}`))} / ${paintOf(results.get(`${group}-warm${FLOOR}`))} | ${alternative ?? '—'} | ${paintOf(results.get(`${group}:${alternative}`))} | ${paintOf(results.get(`${group}-warm:${alternative}`))} | ${tokens} | ${endDrawn} | ${pair(cold, warm, 'longestTask', longest)} | ${pair(cold, warm, 'longestFrame', longest)} |`,
    );
  }
}

// What the kit adds to an app's startup JavaScript, measured on a fresh build of the package.
execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
const size = await measureStartupSize({ breakdown: true });
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log('\n| an app built with vite, rendering every card (React excluded) | gzip |');
console.log('|---|---:|');
console.log(`| startup JS (entry chunks) | ${kib(size.startupBytes)} |`);
for (const { name, bytes } of startupByPackage(size)) console.log(`| … of which ${name} | ${kib(bytes)} |`);
for (const [card, bytes] of size.firstUseBytes)
  console.log(
    `| … then the first ${card} card loads its code | +${kib(bytes)} (with startup: ${kib(size.startupBytes + bytes)}) |`,
  );
console.log(
  `| lazy chunks in all (each card's code; shiki, grammars, themes when a card highlights) | ${kib(size.lazyBytes)} in ${size.lazyChunks} chunks |`,
);
