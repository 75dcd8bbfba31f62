/**
 * The Chromium half of the pathological-input table: mounts one input's card, makes its "Show
 * more" clicks, lets background work settle, and reports the time to first paint (clicks
 * included), the longest main-thread task and the JS heap the card holds.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ToolCard } from '../src/index';
import type { PathologicalInput } from './pathological-inputs';
import { nextPaint, type MountedBench } from './terminal-bench';

/** Browser figures of one input. */
export interface PathologicalTiming {
  pathological: true;
  paint: number;
  /** The slowest "Show more" click, to its paint (0 without clicks). */
  slowestClick: number;
  longestTask: number;
  heapMb: number;
}

/** Background parsing and highlighting run in slices after paint; they count toward the longest task. */
const SETTLE_MS = 3000;

type MemoryPerformance = Performance & { memory?: { usedJSHeapSize: number } };
const heapUsed = () => (performance as MemoryPerformance).memory?.usedJSHeapSize ?? 0;
const collect = () => (window as Window & { gc?: () => void }).gc?.();
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Mounts `input` into `container` and measures it; `onMounted` gets the way to take it down. */
export async function measurePathological(
  container: HTMLElement,
  input: PathologicalInput,
  onMounted: (mounted: MountedBench) => void,
): Promise<PathologicalTiming> {
  const intent = input.intent();
  // Building ten million numbers, and the collection forced after it, are the bench's work and
  // not the card's: each ends its own task before the long-task observer starts.
  await nextTask();
  collect();
  await nextTask();
  const heapBefore = heapUsed();
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const start = performance.now();
  const root = createRoot(container);
  onMounted({ unmount: () => root.unmount() });
  flushSync(() => root.render(<ToolCard intent={intent} />));
  await nextPaint();
  const paint = performance.now() - start;
  let slowestClick = 0;
  for (let click = 0; click < (input.showMoreClicks ?? 0); click++) {
    const button = container.querySelector<HTMLButtonElement>('[data-slot="markdown"] > [data-slot="show-more"]');
    if (!button) break;
    const clicked = performance.now();
    flushSync(() => button.click());
    await nextPaint();
    slowestClick = Math.max(slowestClick, performance.now() - clicked);
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  observer.disconnect();
  const heapMb = (heapUsed() - heapBefore) / 2 ** 20;
  return { pathological: true, paint, slowestClick, longestTask: Math.max(0, ...tasks), heapMb };
}
