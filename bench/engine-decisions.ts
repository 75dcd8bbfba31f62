/**
 * The engines the kit owns, each timed beside the library it replaced (or that checks it) on the
 * same inputs, in the same run: the CommonMark parser against mdast-util-from-markdown, the ANSI
 * parser against anser, the line differ against jsdiff, the patch reader against diff2html.
 * Plain functions over strings, so the same code runs in Node (`bench/engines.mjs`) and in
 * Chromium (the same file, bundled into the page).
 */
import Anser from 'anser';
import { diffLines } from 'diff';
import { parse as diff2htmlParse } from 'diff2html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { parseAnsi } from '../src/ansi/index';
import { diffTexts } from '../src/diff/diff-texts';
import { parsePatch } from '../src/diff/parse-patch';
import { parseCommonMark } from '../src/markdown/commonmark/parse-commonmark';

/** What one engine pair is timed on: named groups of inputs. */
export interface EngineInputs {
  /** Markdown texts, by group (`fixtures`: every Markdown text of the fixtures; `1 MB README`…). */
  markdown: Record<string, string[]>;
  /** Terminal output with ANSI escapes, by group. */
  ansi: Record<string, string[]>;
  /** Old and new texts to diff, by group. */
  texts: Record<string, Array<{ oldText: string; newText: string }>>;
  /** Unified diffs, by group. */
  patches: Record<string, string[]>;
}

/** One row: an input group, the kit's time and the library's, milliseconds (median of the runs). */
export interface EngineRow {
  engine: string;
  input: string;
  kit: number;
  library: number;
  /** The library's name, as the table prints it. */
  libraryName: string;
  /** Why the library's time is missing (it threw, or gave up). */
  libraryFailure?: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Milliseconds of `work` over every item: the median of `runs` after one warm-up run, or of fewer
 * when a run takes seconds (a library quadratic on a pathological input), so the bench ends.
 */
function timed<T>(items: readonly T[], work: (item: T) => unknown, runs: number): number {
  const times: number[] = [];
  let spent = 0;
  for (let run = 0; run <= runs; run++) {
    const start = performance.now();
    for (const item of items) work(item);
    const elapsed = performance.now() - start;
    spent += elapsed;
    // A slow first run is its own sample: a warm-up would only double the wait.
    if (run > 0 || elapsed > 2_000) times.push(elapsed);
    if (spent > 10_000) break;
  }
  return median(times);
}

/** Times the library, or says why it has no time (a throw is a finding, not a crash of the bench). */
function timedLibrary<T>(
  items: readonly T[],
  work: (item: T) => unknown,
  runs: number,
): { ms: number; failure?: string } {
  try {
    return { ms: timed(items, work, runs) };
  } catch (error) {
    return { ms: Number.NaN, failure: String(error).split('\n')[0]?.slice(0, 60) };
  }
}

/** Every engine pair on every input group; `runs` timed runs each (one warm-up first). */
export function measureEngines(
  inputs: EngineInputs,
  runs = 5,
  progress: (step: string) => void = () => {},
  skipLibrary: (engine: string, input: string) => string | undefined = () => undefined,
): EngineRow[] {
  const rows: EngineRow[] = [];
  const pair = <T>(
    engine: string,
    libraryName: string,
    groups: Record<string, T[]>,
    kit: (item: T) => unknown,
    library: (item: T) => unknown,
  ) => {
    for (const [input, items] of Object.entries(groups)) {
      progress(`${engine}: ${input}`);
      const kitMs = timed(items, kit, runs);
      const skipped = skipLibrary(engine, input);
      const other = skipped === undefined ? timedLibrary(items, library, runs) : { ms: Number.NaN, failure: skipped };
      rows.push({
        engine,
        input,
        kit: kitMs,
        library: other.ms,
        libraryName,
        ...(other.failure === undefined ? {} : { libraryFailure: other.failure }),
      });
    }
  };
  pair('Markdown parser', 'mdast-util-from-markdown', inputs.markdown, parseCommonMark, (text) => fromMarkdown(text));
  // anser reads one line at a time (as the terminal benchmark drives it); the kit's parser the whole text.
  pair('ANSI parser', 'anser', inputs.ansi, parseAnsi, (text) => {
    for (const line of text.split('\n')) Anser.ansiToJson(line, { remove_empty: true });
  });
  pair(
    'line differ',
    'jsdiff (diffLines)',
    inputs.texts,
    (pairOfTexts) => diffTexts({ path: 'a', ...pairOfTexts }),
    (pairOfTexts) => diffLines(pairOfTexts.oldText, pairOfTexts.newText),
  );
  pair('patch reader', 'diff2html (parse)', inputs.patches, parsePatch, (patch) => diff2htmlParse(patch));
  return rows;
}
