/// <reference types="vite/client" />
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../src/styles/styles.css';
import { preloadCards, ToolCard } from '../src/index';
import { deepValue, RecursiveJsonTree, StringifiedJson, tenMegabyteValue } from './json-alternatives';
import {
  HUGE_LOG_LINES,
  makeColoredLog,
  mountAnserLines,
  mountAnsiUpHtml,
  mountStreamingToolCard,
  lastLineOf,
  mountToolCardLog,
  untilLastLineShown,
  nextPaint,
  WARM_UP_LOG_LINES,
  type MountedBench,
} from './terminal-bench';
import {
  BIG_FILE_LINES,
  createShikiTypeScript,
  makeTypeScriptFile,
  mountShikiHtml,
  mountToolCardRead,
  WARM_UP_FILE_LINES,
} from './read-bench';
import {
  makeSearchIntent,
  mountPlainMatchList,
  mountToolCardSearch,
  SEARCH_BENCH_FILES,
  SEARCH_BENCH_MATCHES,
  WARM_UP_MATCHES,
} from './search-bench';
import { mountPlainTranscript, mountToolCardTranscript, transcriptOf } from './chat-bench';
import { mountSessionTranscript, streamLastCall } from './transcript-bench';
import {
  makeLargePatch,
  makeWarmUpPatch,
  mountDiff2HtmlDiff,
  mountReactDiffView,
  mountReactDiffViewer,
  mountToolCardDiff,
  textPairsOf,
  whenDiffHighlighted,
} from './diff-bench';
import { streamEdit, streamTerminal, type StreamingTiming } from './streaming-bench';
import { measurePathological, type PathologicalTiming } from './pathological-bench';
import { PATHOLOGICAL_INPUTS } from './pathological-inputs';
import { drawHostShell } from './host-shell';
import { ENGINE_LISTS, ENGINES, mountEngineList, timeEngineAppend, WARM_UP_ROWS } from './virtual-engines-bench';
import { captureScreen, mountScreen, type CapturedScreen } from './floor-bench';

/**
 * Milliseconds to mount (React render and commit, when separable) and until the first paint; the
 * longest main-thread task and the longest frame from the mount until a second after that paint
 * (so lazy work in slices counts too), and the JS heap the mounted case holds.
 */
interface Timing {
  mount?: number;
  paint: number;
  longestTask?: number;
  longestFrame?: number;
  heapMb?: number;
  /** The size of what was drawn, as JSON (the session's intents), in MB: what the heap held is weighed against. */
  inputMb?: number;
  /** Long tasks as [start after the mount began, duration], for the profiler mode. */
  tasks?: [number, number][];
}

/** Watches the main thread: long tasks (over 50 ms, PerformanceObserver `longtask`) and frame intervals. */
function watchMainThread(): () => { longestTask: number; longestFrame: number; tasks: [number, number][] } {
  let longestTask = 0;
  let longestFrame = 0;
  const began = performance.now();
  const tasks: [number, number][] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longestTask = Math.max(longestTask, entry.duration);
      tasks.push([Math.round(entry.startTime - began), Math.round(entry.duration)]);
    }
  });
  observer.observe({ type: 'longtask', buffered: false });
  let last = performance.now();
  let watching = true;
  const frame = (now: number) => {
    if (!watching) return;
    longestFrame = Math.max(longestFrame, now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return () => {
    watching = false;
    longestFrame = Math.max(longestFrame, performance.now() - last);
    observer.takeRecords().forEach((entry) => (longestTask = Math.max(longestTask, entry.duration)));
    observer.disconnect();
    return { longestTask, longestFrame, tasks };
  };
}

declare const gc: undefined | (() => void);
/** The JS heap in use after a full collection, in MB (Chromium with --expose-gc and precise memory info). */
function heapMb(): number {
  if (typeof gc === 'function') gc();
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize / 1e6 : Number.NaN;
}

/** Runs a timed mount, then watches a second more (slices of lazy work), then weighs the heap held. */
async function withMainThread(measure: () => Promise<Timing>, clear = true): Promise<Timing> {
  if (clear) await clearStage();
  const before = heapMb();
  // The collection above is a task of its own: let it end before watching.
  await nextPaint();
  const stop = watchMainThread();
  const timing = await measure();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { ...timing, ...stop(), heapMb: heapMb() - before };
}

/** How smooth scrolling was: frame intervals and main-thread tasks over 50 ms while scrolling. */
interface ScrollTiming {
  scroll: true;
  p95Frame: number;
  maxFrame: number;
  longTasks: number;
  longestTask: number;
  /**
   * The longest frame of main-thread work while scrolling (PerformanceObserver
   * `long-animation-frame`: the frame's tasks, then its style, layout and paint), 0 when no frame
   * had 50 ms of it: a frame interval longer than this was lost off the main thread (raster,
   * compositing) or between frames.
   */
  longestFrameWork: number;
  /** Of that frame: the part before its rendering began (tasks: the kit's and React's script). */
  longestFrameTasks: number;
}

/** What a `long-animation-frame` entry says beyond its duration (not in the DOM typings yet). */
interface LongAnimationFrameEntry extends PerformanceEntry {
  /** When the frame's rendering (rAF callbacks, style, layout, paint) began. */
  renderStart: number;
}

/**
 * Mounts a card, lets it settle, then scrolls its viewport by `step` px every frame for `frames`
 * frames, recording frame intervals and long tasks (PerformanceObserver `longtask`).
 */
async function timeScroll(
  mount: (container: HTMLElement) => Promise<MountedBench>,
  viewport: string,
  step: number,
  frames = 90,
): Promise<ScrollTiming> {
  await clearStage();
  mounted = await mount(stage);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const element = stage.querySelector<HTMLElement>(viewport);
  if (!element) throw new Error(`no ${viewport} to scroll`);
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const frameWork: LongAnimationFrameEntry[] = [];
  const frameObserver = new PerformanceObserver((list) => {
    frameWork.push(...(list.getEntries() as LongAnimationFrameEntry[]));
  });
  frameObserver.observe({ type: 'long-animation-frame', buffered: false });
  const intervals: number[] = [];
  let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const first = last;
  for (let frame = 0; frame < frames; frame += 1) {
    element.scrollTop += step;
    const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    intervals.push(now - last);
    last = now;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  frameObserver.disconnect();
  intervals.sort((a, b) => a - b);
  // Only frames that began while scrolling, not the settling after it.
  const longest = frameWork
    .filter((entry) => entry.startTime >= first && entry.startTime < last)
    .sort((a, b) => b.duration - a.duration)[0];
  return {
    scroll: true,
    p95Frame: intervals[Math.floor(intervals.length * 0.95)] ?? 0,
    maxFrame: intervals[intervals.length - 1] ?? 0,
    longTasks: tasks.length,
    longestTask: Math.max(0, ...tasks),
    longestFrameWork: longest?.duration ?? 0,
    longestFrameTasks: longest ? Math.max(0, longest.renderStart - longest.startTime) : 0,
  };
}

const stage = document.getElementById('stage') as HTMLElement;
let mounted: MountedBench | undefined;

async function clearStage(): Promise<void> {
  mounted?.unmount();
  mounted = undefined;
  stage.replaceChildren();
  await nextPaint();
}

/** Mounts one React tree and measures until its first paint. */
async function mountAndPaint(node: () => ReactNode): Promise<Timing> {
  await clearStage();
  const root = createRoot(stage);
  mounted = { unmount: () => root.unmount() };
  const start = performance.now();
  const element = node();
  flushSync(() => root.render(element));
  const mount = performance.now() - start;
  await nextPaint();
  return { mount, paint: performance.now() - start };
}

/** Times a mount that resolves after its own first paint, with the main thread's worst and the heap. */
async function timeMount(mount: (container: HTMLElement) => Promise<MountedBench>): Promise<Timing> {
  return withMainThread(async () => {
    const start = performance.now();
    mounted = await mount(stage);
    return { paint: performance.now() - start };
  });
}

/** A real input the bench runner built (see real-inputs.mjs), fetched once per page. */
const realInputs = new Map<string, Promise<string>>();
function realInput(name: string): Promise<string> {
  let text = realInputs.get(name);
  if (text === undefined) {
    text = fetch(`/inputs/${name}`).then((response) => {
      if (!response.ok) throw new Error(`no real input ${name}`);
      return response.text();
    });
    realInputs.set(name, text);
  }
  return text;
}

/** Times appending 100 lines to a running terminal card already showing `lines` lines. */
async function timeAppend(lines: number): Promise<Timing> {
  await clearStage();
  const streaming = await mountStreamingToolCard(stage, lines);
  mounted = streaming;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return withMainThread(async () => {
    const start = performance.now();
    const mount = await streaming.append(100);
    return { mount, paint: performance.now() - start };
  }, false);
}

/** Times a read card to first paint, and separately until the rows on screen are highlighted. */
async function timeRead(text: string, until: 'paint' | 'highlighted'): Promise<Timing> {
  return withMainThread(async () => {
    const start = performance.now();
    const read = await mountToolCardRead(stage, text);
    mounted = read;
    if (until === 'highlighted') await read.highlighted;
    return { paint: performance.now() - start };
  });
}

const fixtures = import.meta.glob<{ default: unknown }>('../test/fixtures/intents/*.json', { eager: true });
const bigValue = tenMegabyteValue();
const deep = deepValue(10_000);
const hugeLog = makeColoredLog(HUGE_LOG_LINES);

/** Every measured case, by `group:variant`; `toolcards` is the kit, the others the alternatives. */
const cases: Record<string, () => Promise<Timing>> = {};
/** Scrolling cases: how smooth a mounted card scrolls. */
const scrollCases: Record<string, () => Promise<ScrollTiming>> = {};
for (const [path, module] of Object.entries(fixtures)) {
  const name = path.split('/').pop()?.replace('.json', '') ?? path;
  cases[`fixture:${name}`] = () => mountAndPaint(() => <ToolCard intent={module.default} />);
}
cases['json-10mb:toolcards'] = () =>
  mountAndPaint(() => <ToolCard intent={{ card: 'generic', title: '10 MB', rawInput: bigValue }} />);
cases['json-10mb:stringify-pre'] = () => mountAndPaint(() => <StringifiedJson value={bigValue} />);
cases['json-10mb:recursive-tree'] = () => mountAndPaint(() => <RecursiveJsonTree value={bigValue} />);
cases['json-deep-10000:toolcards'] = () =>
  mountAndPaint(() => <ToolCard intent={{ card: 'generic', title: '10,000 levels', rawInput: deep }} />);
cases['json-deep-10000:stringify-pre'] = () => mountAndPaint(() => <StringifiedJson value={deep} />);
cases['json-deep-10000:recursive-tree'] = () => mountAndPaint(() => <RecursiveJsonTree value={deep} />);
cases['terminal-100k-lines:toolcards'] = () => timeMount((container) => mountToolCardLog(container, hugeLog));
cases['terminal-100k-lines:ansi_up-html'] = () => timeMount((container) => mountAnsiUpHtml(container, hugeLog));
cases['terminal-100k-lines:anser-react-lines'] = () => timeMount((container) => mountAnserLines(container, hugeLog));
cases['terminal-append-100:toolcards'] = () => timeAppend(100_000);
cases['terminal-append-100:to-1k-lines'] = () => timeAppend(1_000);

// Built lazily: each group's inputs only when one of its cases runs.
let bigFile: string | undefined;
const typeScriptFile = () => (bigFile ??= makeTypeScriptFile(BIG_FILE_LINES));
const shiki = createShikiTypeScript();
cases['read-50k-lines:toolcards'] = () => timeRead(typeScriptFile(), 'paint');
cases['read-50k-lines:toolcards-visible-highlighted'] = () => timeRead(typeScriptFile(), 'highlighted');
cases['read-50k-lines:shiki-codeToHtml'] = async () => {
  const highlighter = await shiki;
  return timeMount((container) => mountShikiHtml(container, typeScriptFile(), highlighter));
};

const patches = new Map<number, string>();
const patchOf = (lines: number, files: number) => {
  let patch = patches.get(lines);
  if (patch === undefined) patches.set(lines, (patch = makeLargePatch(lines, files)));
  return patch;
};
for (const [lines, files, label] of [
  [20_000, 20, '20k'],
  [200_000, 200, '200k'],
] as const) {
  cases[`diff-${label}-lines:toolcards`] = () =>
    timeMount((container) => mountToolCardDiff(container, patchOf(lines, files)));
  cases[`diff-${label}-lines:diff2html-html`] = () =>
    timeMount((container) => mountDiff2HtmlDiff(container, patchOf(lines, files)));
  cases[`diff-${label}-lines:react-diff-view`] = () =>
    timeMount((container) => mountReactDiffView(container, patchOf(lines, files)));
  if (lines === 20_000) {
    cases[`diff-${label}-lines:react-diff-viewer-continued`] = () =>
      timeMount((container) => mountReactDiffViewer(container, textPairsOf(patchOf(lines, files))));
  }
}

// Real inputs (bench/real-inputs.mjs): published packages diffed, real programs' logs, a real source file.
const REAL_PATCHES = [
  ['diff-real-many-files', 'diff-many-files.patch'],
  ['diff-real-minified', 'diff-marked.patch'],
  ['diff-real-one-huge-file', 'diff-one-huge-file.patch'],
] as const;
for (const [label, file] of REAL_PATCHES) {
  cases[`${label}:toolcards`] = async () => {
    const patch = await realInput(file);
    return timeMount((container) => mountToolCardDiff(container, patch));
  };
  cases[`${label}:react-diff-view`] = async () => {
    const patch = await realInput(file);
    return timeMount((container) => mountReactDiffView(container, patch));
  };
}
cases['terminal-real-100k-build-log:toolcards'] = async () => {
  const log = await realInput('build-100k.log');
  return timeMount((container) => mountToolCardLog(container, log));
};
// The card opens at the log's end: this is the time until its real last line is drawn there (before
// the kit read a long log's end first, its first paint showed the end of the first 64 KiB parsed).
cases['terminal-real-100k-build-log:toolcards-end-drawn'] = async () => {
  const log = await realInput('build-100k.log');
  const last = lastLineOf(log);
  return timeMount(async (container) => {
    const drawn = await mountToolCardLog(container, log);
    await untilLastLineShown(container, last);
    return drawn;
  });
};
cases['terminal-real-100k-build-log:ansi_up-html'] = async () => {
  const log = await realInput('build-100k.log');
  return timeMount((container) => mountAnsiUpHtml(container, log));
};
cases['read-real-lib-dom:toolcards'] = async () => timeRead(await realInput('lib.dom.d.ts'), 'paint');
cases['read-real-lib-dom:toolcards-visible-highlighted'] = async () =>
  timeRead(await realInput('lib.dom.d.ts'), 'highlighted');
cases['read-real-lib-dom:shiki-codeToHtml'] = async () => {
  const [highlighter, text] = await Promise.all([shiki, realInput('lib.dom.d.ts')]);
  return timeMount((container) => mountShikiHtml(container, text, highlighter));
};

const searchIntent = makeSearchIntent(SEARCH_BENCH_MATCHES, SEARCH_BENCH_FILES);
cases['search-5000-matches:toolcards'] = () => timeMount((container) => mountToolCardSearch(container, searchIntent));
cases['search-5000-matches:plain-list'] = () => timeMount((container) => mountPlainMatchList(container, searchIntent));
// The same result cut to 50 matches: 5,000 should mount like this.
const smallSearchIntent = makeSearchIntent(50, 2);
cases['search-50-matches:toolcards'] = () =>
  timeMount((container) => mountToolCardSearch(container, smallSearchIntent));
cases['search-50-matches:plain-list'] = () =>
  timeMount((container) => mountPlainMatchList(container, smallSearchIntent));

// Issue 28: each real-input card warm, as a chat draws every card after its first of a kind.
/**
 * How long a warm-up card stays after its paint (and its highlighting): the second a timed case is
 * watched after its own paint, so the work it left in slices has run before the timer starts.
 */
const WARM_UP_SETTLE_MS = 1000;

/**
 * Draws one small input of a case's kind with the case's own subject, waits for its paint (and
 * for `ready`, when the subject has later work such as highlighting) and lets it settle. It stays
 * on the stage: the timed run's `withMainThread` unmounts it, clears the stage and collects
 * garbage before watching, exactly as before a cold case.
 */
async function warmUp<Drawn extends MountedBench>(
  mount: (container: HTMLElement) => Promise<Drawn>,
  ready?: (drawn: Drawn) => Promise<void>,
): Promise<void> {
  await clearStage();
  const drawn = await mount(stage);
  mounted = drawn;
  if (ready) await ready(drawn);
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_SETTLE_MS));
}

/**
 * Adds `<group>-warm:<subject>` beside the cold case `<group>:<subject>`: the cold case's own
 * timing, run after {@link warmUp} drew a small input with the same subject.
 */
function addWarmCase<Drawn extends MountedBench>(
  coldName: string,
  mount: (container: HTMLElement) => Promise<Drawn>,
  ready?: (drawn: Drawn) => Promise<void>,
): void {
  const cold = cases[coldName];
  const [group, subject] = coldName.split(':');
  if (!cold || subject === undefined) throw new Error(`no cold case ${coldName} to warm`);
  cases[`${group}-warm:${subject}`] = async () => {
    await warmUp(mount, ready);
    return cold();
  };
}

const warmUpLog = makeColoredLog(WARM_UP_LOG_LINES);
addWarmCase('terminal-real-100k-build-log:toolcards', (container) => mountToolCardLog(container, warmUpLog));
addWarmCase('terminal-real-100k-build-log:toolcards-end-drawn', (container) => mountToolCardLog(container, warmUpLog));
addWarmCase('terminal-real-100k-build-log:ansi_up-html', (container) => mountAnsiUpHtml(container, warmUpLog));
const warmUpPatch = makeWarmUpPatch();
// The kit's diff highlights the lines on screen after its paint: the warm-up waits for those tokens.
addWarmCase(
  'diff-real-many-files:toolcards',
  (container) => mountToolCardDiff(container, warmUpPatch),
  () => whenDiffHighlighted(stage),
);
addWarmCase('diff-real-many-files:react-diff-view', (container) => mountReactDiffView(container, warmUpPatch));
const warmUpFile = makeTypeScriptFile(WARM_UP_FILE_LINES);
// Both of the kit's read cases (paint, and visible rows highlighted) warm up with highlighting done.
for (const subject of ['toolcards', 'toolcards-visible-highlighted']) {
  addWarmCase(
    `read-real-lib-dom:${subject}`,
    (container) => mountToolCardRead(container, warmUpFile),
    (read) => read.highlighted,
  );
}
addWarmCase('read-real-lib-dom:shiki-codeToHtml', async (container) =>
  mountShikiHtml(container, warmUpFile, await shiki),
);
const warmUpSearch = makeSearchIntent(WARM_UP_MATCHES, 2);
addWarmCase('search-5000-matches:toolcards', (container) => mountToolCardSearch(container, warmUpSearch));
addWarmCase('search-5000-matches:plain-list', (container) => mountPlainMatchList(container, warmUpSearch));

/** The kit's first screens, taken for a floor case on a page of their own: `<group>[-warm]:capture-markup`. */
const captureCases: Record<string, () => Promise<CapturedScreen[]>> = {};
/** `<group>[-warm]:browser-floor`: the captured screens drawn as static markup, the last one timed. */
const floorCases: Record<string, (screens: CapturedScreen[]) => Promise<Timing>> = {};
/**
 * Adds the browser floor (floor-bench.tsx) beside the kit's cold and warm case of `group`: each
 * capture draws what the kit's case draws and takes the stage at the kit's first paint (and a
 * warm-up card as it stood when removed); each floor case draws those screens the same way with
 * no script, the warm one its warm-up screen first, as {@link addWarmCase} does.
 */
function addFloorCases<Drawn extends MountedBench>(
  group: string,
  mount: (container: HTMLElement) => Promise<MountedBench>,
  warmUpMount: (container: HTMLElement) => Promise<Drawn>,
  ready?: (drawn: Drawn) => Promise<void>,
): void {
  const captureCard = async () => {
    await clearStage();
    mounted = await mount(stage);
    return captureScreen(stage);
  };
  captureCases[`${group}:capture-markup`] = async () => [await captureCard()];
  captureCases[`${group}-warm:capture-markup`] = async () => {
    await warmUp(warmUpMount, ready);
    return [captureScreen(stage), await captureCard()];
  };
  const timeFloor = async (screens: CapturedScreen[]) => {
    const card = screens.at(-1);
    if (!card) throw new Error('no captured markup (run.mjs captures it first)');
    for (const screen of screens.slice(0, -1)) await warmUp((container) => mountScreen(container, screen));
    return timeMount((container) => mountScreen(container, card));
  };
  floorCases[`${group}:browser-floor`] = timeFloor;
  floorCases[`${group}-warm:browser-floor`] = timeFloor;
}
addFloorCases(
  'terminal-real-100k-build-log',
  async (container) => mountToolCardLog(container, await realInput('build-100k.log')),
  (container) => mountToolCardLog(container, warmUpLog),
);
addFloorCases(
  'diff-real-many-files',
  async (container) => mountToolCardDiff(container, await realInput('diff-many-files.patch')),
  (container) => mountToolCardDiff(container, warmUpPatch),
  () => whenDiffHighlighted(stage),
);
addFloorCases(
  'read-real-lib-dom',
  async (container) => mountToolCardRead(container, await realInput('lib.dom.d.ts')),
  (container) => mountToolCardRead(container, warmUpFile),
  (read) => read.highlighted,
);
addFloorCases(
  'search-5000-matches',
  (container) => mountToolCardSearch(container, searchIntent),
  (container) => mountToolCardSearch(container, warmUpSearch),
);
// The transcript's (issue 24): its first screen at each size (the session's end differs by
// size), and warm after one of 20 calls (as its warm case).
for (const calls of [200, 1000, 10_000])
  addFloorCases(
    `transcript-${calls}-calls`,
    (container) => mountSessionTranscript(container, calls),
    (container) => mountSessionTranscript(container, 20),
  );

/** Pixels scrolled per frame: about a mouse wheel's flick (3 notches), 18,000 px a second. */
const SCROLL_STEP = Number(new URLSearchParams(location.search).get('step') ?? 300);
scrollCases['scroll:terminal-100k-lines'] = () =>
  timeScroll((container) => mountToolCardLog(container, hugeLog), '[data-slot="output"]', SCROLL_STEP);
scrollCases['scroll:read-50k-lines'] = () =>
  timeScroll((container) => mountToolCardRead(container, typeScriptFile()), '[data-slot="file"]', SCROLL_STEP);
scrollCases['scroll:diff-20k-lines'] = () =>
  timeScroll((container) => mountToolCardDiff(container, patchOf(20_000, 20)), '[data-slot="changes"]', SCROLL_STEP);

/** The scroll: 60 frames of 2,000 px over the real many-file diff. */
scrollCases['scroll:diff-real-many-files-2000px'] = async () => {
  const patch = await realInput('diff-many-files.patch');
  return timeScroll((container) => mountToolCardDiff(container, patch), '[data-slot="changes"]', 2000, 60);
};

/** The virtualization engines on the same lists (issue 23): `virtual-<list>:<engine>`, and scrolled. */
for (const [engineName, engine] of Object.entries(ENGINES)) {
  for (const [listName, list] of Object.entries(ENGINE_LISTS)) {
    cases[`virtual-${listName}:${engineName}`] = () =>
      withMainThread(async () => {
        const start = performance.now();
        const drawn = await mountEngineList(stage, engine, list.count, list.headerEvery);
        mounted = drawn;
        return { mount: drawn.mount, paint: performance.now() - start };
      });
    // Warm: the same list after a small one was drawn and removed with the same engine.
    cases[`virtual-${listName}-warm:${engineName}`] = async () => {
      await clearStage();
      const warmUp = await mountEngineList(stage, engine, WARM_UP_ROWS, list.headerEvery);
      warmUp.unmount();
      return withMainThread(async () => {
        const start = performance.now();
        const drawn = await mountEngineList(stage, engine, list.count, list.headerEvery);
        mounted = drawn;
        return { mount: drawn.mount, paint: performance.now() - start };
      });
    };
    scrollCases[`scroll:virtual-${listName}-${engineName}`] = () =>
      timeScroll(
        (container) => mountEngineList(container, engine, list.count, list.headerEvery),
        '[data-slot="engine-list"]',
        SCROLL_STEP,
      );
  }
  for (const [label, count] of [
    ['100k', 100_000],
    ['1k', 1_000],
  ] as const) {
    cases[`virtual-append-100:${engineName}-at-${label}`] = async () => {
      await clearStage();
      const appended = await timeEngineAppend(stage, engine, count);
      mounted = appended;
      return { mount: appended.median, paint: appended.median };
    };
  }
}

/** Streaming at model speed: 50 updates a second for 20 s (BENCH ?streamSeconds= shortens it). */
const STREAM_SECONDS = Number(new URLSearchParams(location.search).get('streamSeconds') ?? 20);
const streamingCases: Record<string, () => Promise<StreamingTiming>> = {};
streamingCases['streaming:terminal-50-chunks-per-s'] = async () => {
  const log = await realInput('build-100k.log');
  await clearStage();
  return streamTerminal(stage, log.slice(0, 1_000_000), 50, STREAM_SECONDS, (card) => (mounted = card));
};
streamingCases['streaming:edit-2000-lines-token-by-token'] = async () => {
  const source = await realInput('lib.dom.d.ts');
  await clearStage();
  return streamEdit(stage, source, 50, STREAM_SECONDS, (card) => (mounted = card));
};

cases['chat-200-calls:toolcards'] = () => timeMount((container) => mountToolCardTranscript(container));
cases['chat-200-calls:every-card-open'] = () =>
  timeMount((container) => mountToolCardTranscript(container, { allOpen: true }));
cases['chat-200-calls:json-pre-per-call'] = () => timeMount((container) => mountPlainTranscript(container));
cases['chat-1000-calls:toolcards'] = () =>
  timeMount((container) => mountToolCardTranscript(container, { calls: 1000 }));
cases['chat-1000-calls:json-pre-per-call'] = () => timeMount((container) => mountPlainTranscript(container, 1000));

// <ToolTranscript> (issue 24): first paint against the kit's cards in a plain list and a <pre> per call.
// Each builds the session (the recorded calls replayed) before its timer starts: what is timed is drawing it.
/** The session's intents as JSON, in MB (UTF-16 code units as bytes, as the heap holds a string of them). */
function intentsJsonMb(calls: number): number {
  let units = 0;
  for (const entry of transcriptOf(calls)) if (entry.type === 'tool') units += JSON.stringify(entry.call.intent).length;
  return units / 1e6;
}
for (const calls of [200, 1000, 10_000]) {
  cases[`transcript-${calls}-calls:tool-transcript`] = async () => {
    const inputMb = intentsJsonMb(calls);
    return { ...(await timeMount((container) => mountSessionTranscript(container, calls))), inputMb };
  };
  cases[`transcript-${calls}-calls:cards-in-a-plain-list`] = () => (
    transcriptOf(calls),
    timeMount((container) => mountToolCardTranscript(container, { calls }))
  );
  cases[`transcript-${calls}-calls:json-pre-per-call`] = () => (
    transcriptOf(calls),
    timeMount((container) => mountPlainTranscript(container, calls))
  );
}
// Warm: the N-th transcript on a page (one of 20 calls drawn and removed first), as issue 28 times
// the N-th card: what is left once the kit's code has run once.
cases['transcript-200-calls-warm:tool-transcript'] = async () => {
  const inputMb = intentsJsonMb(200);
  transcriptOf(20);
  await clearStage();
  const warmUp = await mountSessionTranscript(stage, 20);
  await new Promise((resolve) => setTimeout(resolve, 300));
  warmUp.unmount();
  return { ...(await timeMount((container) => mountSessionTranscript(container, 200))), inputMb };
};
scrollCases['scroll:transcript-10000-calls-60-frames-x-2000px'] = () =>
  timeScroll(
    (container) => mountSessionTranscript(container, 10_000),
    '[data-transcript] [data-slot="viewport"]',
    2000,
    60,
  );
streamingCases['streaming:transcript-last-call-at-10000-calls'] = async () => {
  await clearStage();
  return streamLastCall(stage, 10_000, 50, STREAM_SECONDS, (transcript) => (mounted = transcript));
};

/** Pathological inputs (issue 15): `pathological:<input name>`. */
const pathologicalCases: Record<string, () => Promise<PathologicalTiming>> = {};
for (const input of PATHOLOGICAL_INPUTS) {
  pathologicalCases[`pathological:${input.name}`] = async () => {
    await clearStage();
    return measurePathological(stage, input, (card) => {
      mounted = card;
    });
  };
}

declare global {
  interface Window {
    bench: {
      names: string[];
      /** Runs a case; a floor case takes the screens its `capture-markup` case returned. */
      run: (
        name: string,
        screens?: CapturedScreen[],
      ) => Promise<Timing | ScrollTiming | PathologicalTiming | StreamingTiming | CapturedScreen[] | string>;
    };
  }
}

// Each card's code is a lazy chunk, loaded by the first card of its kind: loaded once before any
// case, so the cases time drawing, not a download (the startup rows of the bench report weigh it).
await preloadCards();
// The host app's own first screen, drawn with React before any case (see host-shell.tsx).
await drawHostShell(document.getElementById('host-shell') as HTMLElement);

window.bench = {
  names: [
    ...Object.keys(cases),
    ...Object.keys(scrollCases),
    ...Object.keys(streamingCases),
    ...Object.keys(pathologicalCases),
    ...Object.keys(floorCases),
  ],
  run: async (name, screens = []) => {
    const floor = floorCases[name];
    const run =
      cases[name] ??
      scrollCases[name] ??
      streamingCases[name] ??
      pathologicalCases[name] ??
      captureCases[name] ??
      (floor && (() => floor(screens)));
    if (!run) return `unknown case ${name}`;
    try {
      return await run();
    } catch (error) {
      mounted = undefined;
      return `failed: ${String(error).slice(0, 60)}`;
    }
  },
};
