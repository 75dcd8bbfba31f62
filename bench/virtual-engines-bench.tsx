/**
 * The virtualization engine on bare lists (issue 23): the same lists mounted, appended to and
 * scrolled with each engine behind the kit's hook (`useRowVirtualizer`), so one run compares them
 * on one machine. Each list
 * is drawn the way `VirtualRowList` draws one: rows in flow between two padding spacers, every
 * drawn row under the hook's measurement.
 */
import { useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useRowVirtualizer, type RowVirtualizer, type RowVirtualizerOptions } from '../src/virtual/use-row-virtualizer';
import { useOwnRowVirtualizer } from './own-virtualizer/use-own-row-virtualizer';
import { nextPaint, type MountedBench } from './terminal-bench';

/** A virtualizer hook with the kit's interface. */
type Engine = (options: RowVirtualizerOptions) => RowVirtualizer;

/**
 * The engines compared, by the name their bench cases carry: the kit's (TanStack Virtual behind
 * `useRowVirtualizer`) and the own range math it replaced, kept in `bench/own-virtualizer/` so
 * every run re-makes the comparison docs/dependencies.md records.
 */
export const ENGINES: Record<'own' | 'tanstack', Engine> = { own: useOwnRowVirtualizer, tanstack: useRowVirtualizer };

/**
 * Rows of the small list a warm case mounts (and unmounts) first, so the engine's code is compiled and its caches
 * filled, as for the N-th list on a page.
 */
export const WARM_UP_ROWS = 1_000;

/**
 * The lists compared: a log of fixed-height rows, and a diff-like one with a taller header every 50 rows (measured
 * exceptions).
 */
export const ENGINE_LISTS = {
  '100k-rows': { count: 100_000, headerEvery: 0 },
  '20k-rows-headers': { count: 20_000, headerEvery: 50 },
} as const;

const ROW_STYLE = { whiteSpace: 'pre', font: '13px/20px monospace' } as const;
const HEADER_STYLE = { ...ROW_STYLE, height: 40, fontWeight: 700 } as const;

function EngineList({ engine, count, headerEvery }: { engine: Engine; count: number; headerEvery: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/refs -- `engine` is a hook (useRowVirtualizer) passed as a value so the bench can compare engines; it reads the ref only in its effects
  const list = engine({ count, scrollRef, rowHeight: 20, initialRows: 40, overscan: 10 });
  const first = list.items[0];
  const last = list.items[list.items.length - 1];
  return (
    <div ref={scrollRef} data-slot="engine-list" style={{ maxHeight: '28rem', overflow: 'auto' }}>
      <div style={{ paddingTop: first?.start ?? 0, paddingBottom: last ? list.totalSize - last.end : 0 }}>
        {list.items.map((item) => {
          const header = headerEvery > 0 && item.index % headerEvery === 0;
          return (
            <div key={item.key} data-index={item.index} ref={list.measureRow} style={header ? HEADER_STYLE : ROW_STYLE}>
              {header
                ? `src/module-${item.index / headerEvery}.ts`
                : `${String(item.index).padStart(6, '0')} worker-${item.index % 8} processed batch ${item.index}`}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Mounts one list with one engine and resolves after its first paint, with the ms React took to render and commit it.
 */
export async function mountEngineList(
  container: HTMLElement,
  engine: Engine,
  count: number,
  headerEvery: number,
): Promise<MountedBench & { mount: number }> {
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(<EngineList engine={engine} count={count} headerEvery={headerEvery} />));
  const mount = performance.now() - start;
  await nextPaint();
  return { mount, unmount: () => root.unmount() };
}

/**
 * A list of `count` rows, then 20 appends of 100 rows each: the median ms React takes to render
 * one append (what an engine does per count change: TanStack rebuilds its measurements).
 */
export async function timeEngineAppend(
  container: HTMLElement,
  engine: Engine,
  count: number,
): Promise<{ median: number; unmount: () => void }> {
  const root = createRoot(container);
  const draw = (rows: number): ReactNode => <EngineList engine={engine} count={rows} headerEvery={0} />;
  flushSync(() => root.render(draw(count)));
  await nextPaint();
  const times: number[] = [];
  for (let append = 1; append <= 20; append++) {
    const start = performance.now();
    flushSync(() => root.render(draw(count + append * 100)));
    times.push(performance.now() - start);
    await nextPaint();
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, unmount: () => root.unmount() };
}
