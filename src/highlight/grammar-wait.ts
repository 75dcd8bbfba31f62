import type { HighlightLanguage } from './highlight-languages';
import { ensureLanguage, loadedHighlightRuntime } from './load-highlight-runtime';

const waits = new Map<HighlightLanguage, Promise<boolean>>();
// A grammar that failed once is drawn plain from then on in first markup: a render that suspended
// on it again would be retried forever (React renders again each time the thrown promise settles).
const failed = new Set<HighlightLanguage>();

/**
 * What a first render that must draw `language` highlighted waits on (a server render or a
 * hydration under `highlightFirstMarkup`): the grammar's load, started once and shared by every
 * card, to be thrown so the card suspends; `undefined` when there is nothing to wait for (the
 * grammar is ready, or it failed to load and the code stays plain).
 */
export function grammarWait(language: HighlightLanguage): Promise<boolean> | undefined {
  if (loadedHighlightRuntime()?.readyHighlighter(language) !== undefined || failed.has(language)) return undefined;
  let wait = waits.get(language);
  if (wait === undefined) {
    wait = ensureLanguage(language).then((ready) => {
      waits.delete(language);
      if (!ready) failed.add(language);
      return ready;
    });
    waits.set(language, wait);
  }
  return wait;
}
