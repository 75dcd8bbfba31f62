import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useServerOrHydrating } from '../react-base/use-server-or-hydrating';
import type { LineTokens } from './highlight-types';
import { ensureLanguage, loadedHighlightRuntime } from './load-highlight-runtime';
import { isSynchronousMode } from './synchronous-mode';
import { FirstMarkupHighlightingContext } from './first-markup-highlighting';
import { grammarWait } from './grammar-wait';
import { languageFor } from './language-for-path';
import type { LineTokenizer } from './line-tokenizer';
import { runInSlices, yieldInBackground } from '../scheduling/slice-scheduler';

/** What `useHighlightedLines` highlights. */
export interface HighlightedLinesOptions {
  /** The document's lines, without their `\n`. */
  lines: readonly string[];
  /** A language id or alias (see `languageFor`); absent or unknown means plain text. */
  lang?: string | undefined;
  /** First line on screen (0-based). */
  visibleStart: number;
  /** Line after the last one on screen. */
  visibleEnd: number;
  /** Lines beyond each edge of the screen to highlight ahead of scrolling; 50 by default. */
  overscan?: number;
  /**
   * Tokenize the visible lines inside the first render when the grammar is ready (true by
   * default: server markup and snapshots are highlighted). False for a view mounted while the
   * reader scrolls (a diff file coming into view), whose tokens then arrive in slices.
   */
  tokenizeOnMount?: boolean;
}

/** The highlighting so far. */
export interface HighlightedLines {
  /** A line's tokens, or `undefined` to draw it plain (not highlighted yet, or never). */
  tokensFor(index: number): LineTokens | undefined;
  /** Changes whenever tokens arrive: a memoised row can take it as a prop. */
  version: number;
}

const DEFAULT_OVERSCAN = 50;
// The first render may tokenize this many visible lines synchronously (about 60 ms at worst): a
// count, not a time, so a server and a snapshot draw the same markup on any machine.
const MAX_SYNC_LINES = 100;

/** Whether the lines from `start` to `end` all have tokens after one budgeted step. */
function reaches(tokenizer: LineTokenizer, start: number, end: number, budgetMs: number): boolean {
  const target = Math.max(Math.min(start, tokenizer.lineCount), Math.min(end, tokenizer.lineCount));
  return tokenizer.tokenizeRange(start, end, budgetMs) >= target;
}

/**
 * Syntax highlighting for the lines on screen. Lines are plain at first; tokens arrive after the
 * grammar loads, visible lines first, then `overscan` lines below and above, in slices of a few
 * milliseconds. Lines never on screen are never tokenized.
 *
 * Under `toolcards/testing` (synchronous mode), a render whose grammar is ready (preloaded) holds
 * the visible lines' tokens in its first render: snapshot tests get highlighted markup. In an app
 * the first client render is plain whatever was loaded before, and the visible lines' tokens come
 * first, right after the paint.
 * A server render and a hydration are plain, whatever was loaded before, unless the host asked for
 * highlighted first markup (`<ToolCardHost highlightFirstMarkup>`): they then wait for the grammar
 * (the card suspends), so the server sends tokens and the hydrating client draws the same ones.
 */
export function useHighlightedLines(options: HighlightedLinesOptions): HighlightedLines {
  const { lines, lang, visibleStart, visibleEnd } = options;
  const overscan = options.overscan ?? DEFAULT_OVERSCAN;
  const language = lang ? languageFor({ lang }) : undefined;
  // The runtime (a lazy chunk) holds the tokenizer and its cache: before it loads, no language is
  // ready and the lines are drawn plain, so nothing here needs it yet.
  const runtime = loadedHighlightRuntime();
  const key = useMemo(
    () => (language && runtime ? runtime.highlightKey(lines, language) : undefined),
    [lines, language, runtime],
  );
  const [version, setVersion] = useState(0);
  const mounted = useRef(false);
  // The revision this render drew, so a slice re-renders only when there is something new.
  const drawn = useRef(-1);

  // A server render or a hydration draws tokens only when the host asked for them: what happens
  // to be loaded (a preload for another page, a grammar another card fetched on the client) must
  // not change the server's markup, nor make the hydrating render differ from it. When asked,
  // both wait for the grammar, so both draw it. Later renders use any ready grammar.
  const serverOrHydrating = useServerOrHydrating();
  const highlightFirstMarkup = useContext(FirstMarkupHighlightingContext);
  if (serverOrHydrating && highlightFirstMarkup && language && !isSynchronousMode()) {
    // Tests (synchronous mode) never fetch on demand: they draw what their setup preloaded.
    const wait = grammarWait(language);
    if (wait) throw wait;
  }
  const source =
    runtime && language && (!serverOrHydrating || highlightFirstMarkup)
      ? runtime.readyHighlighter(language)
      : undefined;
  const tokenizer =
    runtime && key && language && source ? runtime.cachedTokenizer(key, lines, language, source) : undefined;
  // Only where the first markup must hold tokens: under `toolcards/testing` (synchronous mode, so
  // a snapshot has them) and in a server render or hydration the host asked to highlight (no
  // effect runs on a server). A live client's first render draws plain lines and the tokens follow
  // in slices after the paint: a grammar compiles its regexes as they first run (185 ms for the
  // first rows of `lib.dom.d.ts`, after a small TypeScript file had loaded the grammar), which
  // would hold the paint, and the first markup would depend on what an earlier card had loaded.
  const tokenizeInRender = isSynchronousMode() || (serverOrHydrating && highlightFirstMarkup);
  // eslint-disable-next-line react-hooks/refs -- read, never written, while rendering: it only decides whether the mount's render tokenizes the visible lines itself (idempotent), and no markup waits on it
  if (tokenizer && tokenizeInRender && !mounted.current && options.tokenizeOnMount !== false) {
    // Idempotent: a repeated or discarded render finds these lines done and does nothing.
    tokenizer.tokenizeRange(visibleStart, Math.min(visibleEnd, visibleStart + MAX_SYNC_LINES), Infinity);
  }
  // Kept once this render committed (never while rendering), so the slices below re-render only
  // for a revision newer than the one on screen.
  const revision = tokenizer ? tokenizer.revision : -1;
  useEffect(() => {
    drawn.current = revision;
  });

  useEffect(() => {
    mounted.current = true;
  }, []);

  useEffect(() => {
    if (!language) return;
    let stopped = false;
    if (!key) {
      // No runtime yet: load it with the grammar, then render again to draw from it. Tests never
      // fetch on demand (see below), and a failed load leaves the lines plain.
      if (!isSynchronousMode())
        void ensureLanguage(language).then((ready) => {
          if (ready && !stopped) setVersion((value) => value + 1);
        });
      return () => {
        stopped = true;
      };
    }
    let cancel: (() => void) | undefined;
    const start = () => {
      const loaded = loadedHighlightRuntime();
      const ready = loaded?.readyHighlighter(language);
      if (stopped || !loaded || !ready) return;
      // `lines` may be an older array than the latest render's, but `key` says it is equal.
      const document = loaded.cachedTokenizer(key, lines, language, ready);
      const above = Math.max(0, visibleStart - overscan);
      const below = visibleEnd + overscan;
      const stages = [
        (budget: number) => reaches(document, visibleStart, visibleEnd, budget),
        (budget: number) => reaches(document, visibleEnd, below, budget),
        (budget: number) => reaches(document, above, visibleStart, budget),
      ];
      const refine = (budget: number) => document.refine(budget);
      if (isSynchronousMode()) {
        // Tests: every stage to the end, now, inside the effect (so inside act()).
        for (const step of [...stages, refine]) while (!step(Infinity));
        if (document.revision !== drawn.current) setVersion((value) => value + 1);
        return;
      }
      const sliced = (work: (budget: number) => boolean, background: boolean) => {
        const job = runInSlices(
          (budget) => {
            const done = work(budget);
            if (document.revision !== drawn.current) setVersion((value) => value + 1);
            return done;
          },
          background ? { yieldToHost: yieldInBackground } : {},
        );
        cancel = job.cancel;
        // A grammar that throws leaves the lines plain; the card itself must keep working.
        return job.done.catch(() => false);
      };
      let stage = 0;
      // The lines on screen and near it first; then making a guessed state exact (`refine`, a tail
      // far down a file) as background work of its own, behind every other view's first lines.
      void sliced((budget) => {
        if (stages[stage]?.(budget) ?? true) stage++;
        return stage >= stages.length;
      }, false).then((finished) => {
        if (finished && !stopped) void sliced(refine, true);
      });
    };
    // In an app the slices begin once the frame holding this render is painted: begun at once, a
    // turn given back by `scheduler.yield()` comes before the frame, and the first slices (a
    // grammar compiling its regexes) held the paint of a warm read card by 100 ms and more. The
    // callback of the next frame runs just before it is painted, and the slices' first turn after it.
    let frame: number | undefined;
    const afterPaint = () => {
      if (isSynchronousMode() || typeof requestAnimationFrame !== 'function') start();
      else frame = requestAnimationFrame(start);
    };
    if (runtime?.readyHighlighter(language)) afterPaint();
    // Tests never fetch a grammar on demand: what was not preloaded stays plain, in every order.
    else if (!isSynchronousMode()) void ensureLanguage(language).then(afterPaint);
    return () => {
      stopped = true;
      if (frame !== undefined) cancelAnimationFrame(frame);
      cancel?.();
    };
    // `lines` is left out on purpose: `key` hashes its full content, so a new but equal array
    // must not restart the work.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the lines above
  }, [key, language, visibleStart, visibleEnd, overscan, runtime]);

  const tokensFor = useCallback(
    (index: number) => tokenizer?.tokensFor(index),
    // `version` is a dependency on purpose: a new function tells memoised rows to look again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
    [tokenizer, version],
  );
  return useMemo(() => ({ tokensFor, version }), [tokensFor, version]);
}
