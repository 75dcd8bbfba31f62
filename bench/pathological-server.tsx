/**
 * The server half of the pathological-input table: each input rendered with `renderToString`
 * in Node (production React), timed, with the heap it left allocated.
 */
import { renderToString } from 'react-dom/server';
import { ToolCard } from '../src/index';
import { PATHOLOGICAL_INPUTS } from './pathological-inputs';

/** Server figures of one input: render ms, heap growth in MB, markup size; or why it failed. */
export interface ServerFigures {
  ms: number;
  heapMb: number;
  markupKb: number;
  error?: string;
}

/**
 * Renders every input once to warm up, then `runs` times; medians. `gc` frees memory between
 * inputs; `selected` picks the inputs by their case name (`pathological:<input name>`).
 */
export function measureServer(
  runs: number,
  gc: () => void,
  selected: (name: string) => boolean = () => true,
): Map<string, ServerFigures> {
  const results = new Map<string, ServerFigures>();
  for (const input of PATHOLOGICAL_INPUTS) {
    if (!selected(`pathological:${input.name}`)) continue;
    const times: number[] = [];
    let heapMb = 0;
    let markupKb = 0;
    try {
      for (let run = 0; run <= runs; run++) {
        // A fresh intent each run: the diff card caches the files of the same `diffs` array.
        const intent = input.intent();
        gc();
        const before = process.memoryUsage().heapUsed;
        const start = performance.now();
        const markup = renderToString(<ToolCard intent={intent} />);
        const elapsed = performance.now() - start;
        heapMb = Math.max(heapMb, (process.memoryUsage().heapUsed - before) / 2 ** 20);
        markupKb = markup.length / 1024;
        if (run > 0) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      results.set(input.name, { ms: times[Math.floor(times.length / 2)] ?? 0, heapMb, markupKb });
    } catch (error) {
      results.set(input.name, { ms: Number.NaN, heapMb, markupKb, error: String(error).slice(0, 60) });
    }
  }
  return results;
}
