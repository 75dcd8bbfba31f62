import type { GrammarState } from 'shiki/core';
import type { LineTokens } from './highlight-types';
import { LruCache } from '../cache/lru-cache';
import { tokenizeBatch, type TokenSource } from './shiki-tokens';
import { sliceClock } from '../scheduling/slice-scheduler';

/**
 * Tokenizes one document's lines on demand, a chunk at a time, never the whole file at once
 * (shiki takes about 2 s for 5,000 lines of TypeScript). Lines are grouped in chunks of
 * `CHUNK_LINES`; the grammar state at each chunk start is kept once known (a checkpoint), so a
 * chunk whose tokens were evicted is redone from its own checkpoint, not from line 0.
 *
 * Far jumps: a chunk more than `FAR_LINES` past the last checkpoint is tokenized from a clean
 * state `WARMUP_LINES` before it, and marked approximate: it can be wrong inside a construct
 * opened earlier (a block comment, a template string). `refine` later walks the exact state
 * forward in slices and replaces approximate chunks with exact ones.
 */

/**
 * Lines longer than this stay plain. Far below VS Code's 20,000: shiki's JavaScript regex engine
 * cannot be interrupted inside one search, and a few TypeScript grammar patterns backtrack
 * without bound on long minified lines (the bench's real package diff froze a frame for 55 s on
 * lines under 20,000 characters; one search alone took 26 s). vscode-textmate's time limit is
 * only checked between searches, so the only bound is the line's length. Code people read has
 * lines far shorter; a minified bundle is not worth a frozen page.
 */
export const MAX_TOKENIZED_LINE_LENGTH = 1_000;
const CHUNK_LINES = 100;
const FAR_LINES = 500;
const WARMUP_LINES = 20;
const MAX_CACHED_CHUNKS = 40;
// About 5 ms of shiki per batch on typical code (0.6 ms a line for both themes): small enough to
// stop near the budget, large enough that the per-call theme switches stay cheap. Minified code
// costs about 46 µs a character, so the character cap keeps a dense batch under ~50 ms.
const BATCH_LINES = 8;
const BATCH_CHARS = 1_000;
// No line gets a time limit: the length cap bounds the work instead, and the same input must give
// the same tokens on every machine (a limit would also bite while a grammar is first compiled).

/** What a tokenizer works on. */
export interface LineTokenizerOptions {
  /** The document's lines, without their `\n`. */
  lines: readonly string[];
  /** A language id the `source` has loaded. */
  lang: string;
  /** The highlighter. */
  source: TokenSource;
  /** The clock for budgets; `sliceClock` by default (tests pass a fake). */
  now?: () => number;
}

/** One document's incremental tokenizer. */
export interface LineTokenizer {
  /** Lines in the document. */
  readonly lineCount: number;
  /** A line's tokens, or `undefined` while it has none (draw it plain). */
  tokensFor(index: number): LineTokens | undefined;
  /** Whether a line's tokens came from a guessed start state (see the far-jump note above). */
  isApproximate(index: number): boolean;
  /**
   * Tokenizes lines `start` to `end` (exclusive) for up to `budgetMs`, resuming where the last
   * call stopped, and no line past `end` (the lines on screen come first; their neighbours are
   * another call); returns the line reached: every line from `start` to it has tokens.
   */
  tokenizeRange(start: number, end: number, budgetMs: number): number;
  /** Replaces approximate chunks with exact ones for up to `budgetMs`; `true` once none are left. */
  refine(budgetMs: number): boolean;
  /** Lines handed to shiki so far (warm-up and walking included): the measure of work done. */
  readonly linesTokenized: number;
  /** Changes whenever any line's tokens do. */
  readonly revision: number;
}

interface Cursor {
  chunk: number;
  /** The next line to tokenize (below the chunk start while warming up). */
  next: number;
  state: GrammarState | undefined;
  exact: boolean;
  /** Tokens by line offset in the chunk; absent for a walk that only wants the end state. */
  lines: LineTokens[] | undefined;
}

/** A tokenizer for `options.lines`; it does no work until asked. */
export function createLineTokenizer(options: LineTokenizerOptions): LineTokenizer {
  const { lines, lang, source } = options;
  const now = options.now ?? sliceClock;
  const lineCount = lines.length;
  const chunkCount = Math.ceil(lineCount / CHUNK_LINES);
  // checkpoints[c] is the exact state at chunk c's start; known for a prefix of chunks only.
  const checkpoints: (GrammarState | undefined)[] = [undefined];
  const approxStarts = new Map<number, GrammarState | undefined>();
  const chunks = new LruCache<number, Cursor>(MAX_CACHED_CHUNKS);
  let walker: Cursor | undefined;
  let refill: Cursor | undefined;
  let linesTokenized = 0;
  let revision = 0;

  const chunkEnd = (chunk: number) => Math.min((chunk + 1) * CHUNK_LINES, lineCount);
  const cursor = (
    chunk: number,
    state: GrammarState | undefined,
    exact: boolean,
    keep: boolean,
    from = chunk * CHUNK_LINES,
  ): Cursor => ({
    chunk,
    next: from,
    state,
    exact,
    lines: keep ? [] : undefined,
  });

  /**
   * Tokenizes `at` until its chunk ends, line `stop` is reached or the deadline passes; `true`
   * when it got there. A caller that wants only the lines on screen stops there: the rest of the
   * chunk waits for the next call, from where this one left off.
   */
  function advance(at: Cursor, deadline: number, stop = Infinity): boolean {
    const start = at.chunk * CHUNK_LINES;
    const end = Math.min(chunkEnd(at.chunk), stop);
    while (at.next < end) {
      if (now() >= deadline) return false;
      const first = lines[at.next] ?? '';
      if (first.length > MAX_TOKENIZED_LINE_LENGTH || first.includes('\n')) {
        // Too long to tokenize in time (or not one line): plain, and the state passes over it.
        store(at, start, [first === '' ? [] : [{ content: first }]]);
        continue;
      }
      const batch = [first];
      let chars = first.length;
      for (let index = at.next + 1; index < end && batch.length < BATCH_LINES; index++) {
        const line = lines[index] ?? '';
        if (chars + line.length > BATCH_CHARS || line.includes('\n')) break;
        batch.push(line);
        chars += line.length;
      }
      const result = tokenizeBatch(source, lang, batch, at.state, 0);
      linesTokenized += batch.length;
      at.state = result.state;
      store(at, start, result.lines);
    }
    if (at.next >= chunkEnd(at.chunk)) finish(at);
    return true;
  }

  function store(at: Cursor, start: number, tokens: LineTokens[]): void {
    for (const line of tokens) {
      if (at.lines && at.next >= start) {
        at.lines[at.next - start] = line;
        if (chunks.peek(at.chunk) === at) revision++;
      }
      at.next++;
    }
  }

  function finish(at: Cursor): void {
    const following = at.chunk + 1;
    if (at.exact && following === checkpoints.length) {
      checkpoints.push(at.state);
      approxStarts.delete(following);
    } else if (!at.exact && following >= checkpoints.length) {
      approxStarts.set(following, at.state);
    }
  }

  /** Walks the exact state forward until chunk `target`'s start is known. */
  function walkTo(target: number, deadline: number): boolean {
    while (checkpoints.length <= target) {
      const chunk = checkpoints.length - 1;
      const cached = chunks.peek(chunk);
      if (cached?.exact) {
        if (!advance(cached, deadline)) return false;
        continue;
      }
      if (walker?.chunk !== chunk) walker = cursor(chunk, checkpoints[chunk], true, false);
      if (!advance(walker, deadline)) return false;
      walker = undefined;
    }
    return true;
  }

  /** The cursor for chunk `chunk`, created (and walked to, if near) when missing. */
  function open(chunk: number, deadline: number): Cursor | undefined {
    const cached = chunks.get(chunk);
    if (cached) return cached;
    let created: Cursor;
    if (chunk < checkpoints.length) {
      created = cursor(chunk, checkpoints[chunk], true, true);
    } else if (approxStarts.has(chunk)) {
      created = cursor(chunk, approxStarts.get(chunk), false, true);
    } else if ((chunk - checkpoints.length + 1) * CHUNK_LINES <= FAR_LINES) {
      if (!walkTo(chunk, deadline)) return undefined;
      created = cursor(chunk, checkpoints[chunk], true, true);
    } else {
      created = cursor(chunk, undefined, false, true, Math.max(0, chunk * CHUNK_LINES - WARMUP_LINES));
    }
    chunks.set(chunk, created);
    return created;
  }

  function lowestApproximate(): number | undefined {
    let lowest: number | undefined;
    for (const cached of chunks.values()) {
      if (!cached.exact && (lowest === undefined || cached.chunk < lowest)) lowest = cached.chunk;
    }
    return lowest;
  }

  return {
    lineCount,
    tokensFor(index) {
      return chunks.peek(Math.floor(index / CHUNK_LINES))?.lines?.[index % CHUNK_LINES];
    },
    isApproximate(index) {
      const cached = chunks.peek(Math.floor(index / CHUNK_LINES));
      return cached !== undefined && !cached.exact;
    },
    tokenizeRange(start, end, budgetMs) {
      const from = Math.max(0, Math.min(start, lineCount));
      const to = Math.max(from, Math.min(end, lineCount));
      const deadline = now() + budgetMs;
      for (let chunk = Math.floor(from / CHUNK_LINES); chunk * CHUNK_LINES < to && chunk < chunkCount; chunk++) {
        const at = open(chunk, deadline);
        if (!at) return from;
        if (!advance(at, deadline, to)) return Math.max(from, at.next);
      }
      return to;
    },
    refine(budgetMs) {
      const deadline = now() + budgetMs;
      for (;;) {
        const chunk = lowestApproximate();
        if (chunk === undefined) {
          refill = undefined;
          return true;
        }
        if (!walkTo(chunk, deadline)) return false;
        if (refill?.chunk !== chunk) refill = cursor(chunk, checkpoints[chunk], true, true);
        if (!advance(refill, deadline)) return false;
        chunks.set(chunk, refill);
        refill = undefined;
        revision++;
      }
    },
    get linesTokenized() {
      return linesTokenized;
    },
    get revision() {
      return revision;
    },
  };
}
