import { act } from '@testing-library/react';

/** Test-driven background work: see {@link driveBackgroundWork}. */
export interface BackgroundWorkDriver {
  /** Turns given back to the kit's background work and not taken yet. */
  pending(): number;
  /** Gives one turn to the oldest waiting piece of background work (a `background` task only when nothing else waits), inside `act()`; false when none waited. */
  step(): Promise<boolean>;
  /** Gives turns until no background work waits any more, inside `act()`. */
  runAll(): Promise<void>;
}

/** Lets every promise already settled run its callbacks: a task runs only after all microtasks. */
const afterMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hands the kit's background work (highlighting slices, the rest of a huge log) to the test: the
 * kit gives the page a turn through `scheduler.yield()` / `scheduler.postTask()` when the page has
 * them, so the test installs its own `scheduler` whose turns come only when the test calls `step`
 * or `runAll`. What the test then sees depends on the order of the work, never on how fast the
 * machine is. Removed again when the test finishes.
 */
export function driveBackgroundWork(): BackgroundWorkDriver {
  // As a browser orders them: a `scheduler.yield()` continuation runs before any task posted at
  // `background` priority, whatever the order they were queued in.
  const waiting: (() => void)[] = [];
  const background: (() => void)[] = [];
  const host = globalThis as { scheduler?: unknown };
  const previous = host.scheduler;
  host.scheduler = {
    yield: () => new Promise<void>((resolve) => waiting.push(resolve)),
    postTask: (task: () => void, options?: { priority?: string }) =>
      new Promise<void>((resolve) =>
        (options?.priority === 'background' ? background : waiting).push(() => {
          task();
          resolve();
        }),
      ),
  };
  // Animation frames too (code views begin their highlighting at the frame after a render):
  // each frame's callback is one more turn in line, given when the test says.
  const frames = globalThis as { requestAnimationFrame?: unknown; cancelAnimationFrame?: unknown };
  const previousFrames = { request: frames.requestAnimationFrame, cancel: frames.cancelAnimationFrame };
  const cancelled = new Set<number>();
  let lastFrame = 0;
  frames.requestAnimationFrame = (callback: (time: number) => void) => {
    const id = ++lastFrame;
    waiting.push(() => {
      if (!cancelled.delete(id)) callback(0);
    });
    return id;
  };
  frames.cancelAnimationFrame = (id: number) => cancelled.add(id);
  onTestFinished(() => {
    host.scheduler = previous;
    frames.requestAnimationFrame = previousFrames.request;
    frames.cancelAnimationFrame = previousFrames.cancel;
  });

  const step = async () => {
    const next = waiting.shift() ?? background.shift();
    if (!next) return false;
    await act(async () => {
      next();
      await afterMicrotasks();
    });
    return true;
  };
  return {
    pending: () => waiting.length + background.length,
    step,
    async runAll() {
      while (await step());
    },
  };
}
