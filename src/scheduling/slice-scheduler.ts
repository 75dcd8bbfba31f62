/**
 * Runs long work in slices of a few milliseconds, giving the page back between slices, so no
 * task comes near the 50 ms that makes input feel stuck (https://web.dev/articles/optimize-long-tasks).
 */

/**
 * The clock that decides when a slice is over: only the scheduler and the tokenizer's budget
 * read it, never anything that renders, so the same input always draws the same markup however
 * fast the machine is. It is the kit's one time source; tests pass their own `now` instead.
 */
export function sliceClock(): number {
  return performance.now();
}

/** Gives the page a turn: `scheduler.yield()` where there is one, else a message, else a timer. */
function yieldToHost(): Promise<void> {
  const host = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof host?.yield === 'function') return host.yield();
  // A message is not clamped to 4 ms the way nested timers are.
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        // An open port keeps Node (tests, servers) alive; close it once it has served.
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Gives the page a turn and comes back only when nothing more urgent waits: `scheduler.postTask`
 * at background priority where there is one, else a timer. For work nobody is looking at yet
 * (the rest of a huge log): `scheduler.yield()` would resume ahead of the host's own tasks.
 */
export function yieldInBackground(): Promise<void> {
  const host = (
    globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => Promise<void> } }
  ).scheduler;
  if (typeof host?.postTask === 'function') return host.postTask(() => {}, { priority: 'background' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How `runInSlices` divides its work. */
export interface SliceOptions {
  /** Longest slice in milliseconds before yielding; 10 by default. */
  sliceMs?: number;
  /** The clock; `sliceClock` by default. */
  now?: () => number;
  /** How to give the page a turn between slices; `yieldToHost` by default. */
  yieldToHost?: () => Promise<void>;
}

/** Work running in slices. */
export interface SliceJob {
  /** Stops before the next call of the work; a call under way finishes its own budget. */
  cancel(): void;
  /** Settles `true` when the work said it was done, `false` when cancelled; rejects if it threw. */
  readonly done: Promise<boolean>;
}

/**
 * Calls `work(budgetMs)` repeatedly until it returns `true` (finished). Each call gets what is
 * left of the current slice and should stop by then; between slices the page gets a turn. The
 * first call waits for a turn too, so starting a job never lengthens the caller's task.
 */
export function runInSlices(work: (budgetMs: number) => boolean, options: SliceOptions = {}): SliceJob {
  const sliceMs = options.sliceMs ?? 10;
  const now = options.now ?? sliceClock;
  const pause = options.yieldToHost ?? yieldToHost;
  let cancelled = false;
  const run = async (): Promise<boolean> => {
    for (;;) {
      await pause();
      if (cancelled) return false;
      const sliceStart = now();
      let elapsed = 0;
      do {
        if (work(sliceMs - elapsed)) return true;
        if (cancelled) return false;
        elapsed = now() - sliceStart;
      } while (elapsed < sliceMs);
    }
  };
  return {
    cancel() {
      cancelled = true;
    },
    done: run(),
  };
}
