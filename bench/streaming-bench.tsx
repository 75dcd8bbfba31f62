/**
 * Streaming at model speed, for the bench page to time: a card re-rendered `rate` times a second
 * with a little more input each time, as a chat re-renders a running tool call. Two cases: a
 * terminal whose output grows by a chunk of a real build log, and an edit whose `newText` grows
 * token by token (the AI SDK's `input-streaming` of a 2,000-line file). The figure that matters is
 * how an update's cost moves as the input grows: proportional to what changed, it stays flat.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ToolCard } from '../src/index';
import { flatString, type MountedBench } from './terminal-bench';

/** How a stream went: every update's render time, and the main thread's worst while it ran. */
export interface StreamingTiming {
  streaming: true;
  /** Updates rendered. */
  updates: number;
  /** Median render time of the first tenth of the updates, and of the last tenth. */
  earlyUpdate: number;
  lateUpdate: number;
  /** The slowest update's render time. */
  slowestUpdate: number;
  /** Longest main-thread task and longest frame while streaming. */
  longestTask: number;
  longestFrame: number;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Feeds `steps` inputs to one mounted card, one every `1000 / rate` ms (a timer, as a network
 * stream arrives), rendering each synchronously to time it; watches long tasks and frames.
 */
async function stream(
  container: HTMLElement,
  intentAt: (step: number) => unknown,
  steps: number,
  rate: number,
  onMounted: (mounted: MountedBench) => void,
): Promise<StreamingTiming> {
  const root = createRoot(container);
  onMounted({ unmount: () => root.unmount() });
  flushSync(() => root.render(<ToolCard intent={intentAt(0) as never} />));
  let longestTask = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  let longestFrame = 0;
  let last = performance.now();
  let watching = true;
  const frame = (now: number) => {
    if (!watching) return;
    longestFrame = Math.max(longestFrame, now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const times: number[] = [];
  const start = performance.now();
  for (let step = 1; step <= steps; step++) {
    // Due times from the start, so a slow update does not slow the stream down.
    const due = start + (step * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const intent = intentAt(step);
    const began = performance.now();
    flushSync(() => root.render(<ToolCard intent={intent as never} />));
    times.push(performance.now() - began);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  watching = false;
  observer.takeRecords().forEach((entry) => (longestTask = Math.max(longestTask, entry.duration)));
  observer.disconnect();
  const tenth = Math.max(1, Math.floor(times.length / 10));
  return {
    streaming: true,
    updates: times.length,
    earlyUpdate: median(times.slice(0, tenth)),
    lateUpdate: median(times.slice(-tenth)),
    slowestUpdate: Math.max(0, ...times),
    longestTask,
    longestFrame,
  };
}

/** The lines of `text` split into `steps` consecutive chunks of whole lines. */
function chunksOf(text: string, steps: number): string[] {
  const lines = text.split(/(?<=\n)/);
  const per = Math.max(1, Math.ceil(lines.length / steps));
  const chunks: string[] = [];
  for (let at = 0; at < lines.length && chunks.length < steps; at += per)
    chunks.push(lines.slice(at, at + per).join(''));
  return chunks;
}

/** A running terminal receiving `log` in `rate × seconds` chunks, `rate` a second. */
export function streamTerminal(
  container: HTMLElement,
  log: string,
  rate: number,
  seconds: number,
  onMounted: (mounted: MountedBench) => void,
): Promise<StreamingTiming> {
  const steps = rate * seconds;
  const chunks = chunksOf(log, steps);
  // Prefix texts built before timing: the host holds the output so far as one string.
  const outputs: string[] = [''];
  for (const chunk of chunks) outputs.push(outputs[outputs.length - 1] + chunk);
  return stream(
    container,
    // Flattened here, before the update is timed (see `flatString`); kept as ropes until then, as 1,000 flat copies
    // would not fit.
    (step) => ({
      card: 'terminal',
      command: 'npm run build',
      status: 'running',
      output: flatString(outputs[Math.min(step, outputs.length - 1)] ?? ''),
    }),
    chunks.length,
    rate,
    onMounted,
  );
}

/**
 * An edit of a 2,000-line file whose `newText` streams in `rate × seconds` steps (about 20
 * tokens each at 50 a second for 20 s: a model writing the file), as the AI SDK's
 * `input-streaming` parts deliver it: every update has the whole new text so far.
 */
export function streamEdit(
  container: HTMLElement,
  source: string,
  rate: number,
  seconds: number,
  onMounted: (mounted: MountedBench) => void,
): Promise<StreamingTiming> {
  const oldLines = source.split('\n').slice(0, 2000);
  const oldText = `${oldLines.join('\n')}\n`;
  // The model's version: every 25th line edited, so the finished diff has real hunks.
  const newText = `${oldLines.map((line, index) => (index % 25 === 7 ? `${line} // reviewed` : line)).join('\n')}\n`;
  const steps = rate * seconds;
  const per = Math.ceil(newText.length / steps);
  return stream(
    container,
    (step) => ({
      card: 'diff',
      title: 'Edit lib.dom.d.ts',
      status: step < steps ? 'pending' : 'success',
      diffs: [{ path: 'lib.dom.d.ts', oldText, newText: newText.slice(0, step * per) }],
    }),
    steps,
    rate,
    onMounted,
  );
}
