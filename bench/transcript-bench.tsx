/**
 * `<ToolTranscript>` benchmark cases (issue 24), for the bench page to time: the example chat's
 * recorded calls, repeated to 200, 1,000 or 10,000, drawn by the transcript in an 800 px box (the
 * plain-list and `<pre>` baselines are chat-bench.tsx's), and a streaming last call at 10,000.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChatSession } from '../examples/chat/chat-app';
import { ToolTranscript, type TranscriptItem } from '../src/index';
import { transcriptOf } from './chat-bench';
import type { StreamingTiming } from './streaming-bench';
import { nextPaint, type MountedBench } from './terminal-bench';

const BOX_STYLE = { height: 800, display: 'flex', flexDirection: 'column' } as const;

/** The example chat's transcript of `calls` calls, as its page draws it: one `<ToolTranscript>`. */
export async function mountSessionTranscript(container: HTMLElement, calls: number): Promise<MountedBench> {
  const entries = transcriptOf(calls);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <div style={BOX_STYLE}>
        <ChatSession entries={entries} />
      </div>,
    ),
  );
  await nextPaint();
  return { unmount: () => root.unmount() };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A transcript of `calls` calls whose last call is a running terminal that grows by a line
 * `rate` times a second for `seconds`: each update is a new items array with only the last item
 * replaced, rendered synchronously and timed. Flat from first to last second means no work
 * proportional to the transcript.
 */
export async function streamLastCall(
  container: HTMLElement,
  calls: number,
  rate: number,
  seconds: number,
  onMounted: (mounted: MountedBench) => void,
): Promise<StreamingTiming> {
  const base: TranscriptItem[] = transcriptOf(calls).map((entry) =>
    entry.type === 'message' ? { id: entry.id, host: entry.text } : { id: entry.id, intent: entry.call.intent },
  );
  let output = '';
  const itemsAt = (): TranscriptItem[] => [
    ...base,
    { id: 'live', intent: { card: 'terminal', status: 'running', command: 'npm test', output }, defaultOpen: true },
  ];
  const root = createRoot(container);
  onMounted({ unmount: () => root.unmount() });
  const draw = (items: TranscriptItem[]) =>
    root.render(
      <div style={BOX_STYLE}>
        <ToolTranscript items={items} renderItem={(text) => <p>{String(text)}</p>} />
      </div>,
    );
  flushSync(() => draw(itemsAt()));
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
  const steps = rate * seconds;
  for (let step = 1; step <= steps; step++) {
    const due = start + (step * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    output += `PASS test/case-${step}.test.ts (${step} ms)\n`;
    const items = itemsAt();
    const began = performance.now();
    flushSync(() => draw(items));
    times.push(performance.now() - began);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  watching = false;
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
