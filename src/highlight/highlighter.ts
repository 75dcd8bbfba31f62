import type { HighlighterCore } from 'shiki/core';
import { DARK_THEME, LANGUAGE_LOADERS, LIGHT_THEME, THEME_LOADERS } from './grammar-loaders';
import type { HighlightLanguage } from './highlight-languages';
import { thrownMessage } from '../protocol/thrown-message';

/**
 * The page's one shiki highlighter. Nothing is created or fetched until the first language is
 * asked for: shiki's core and its JavaScript regex engine (no WASM; lines of ASCII only searched
 * with ASCII copies of the patterns, see `ascii-first-engine.ts`), then each grammar once, on
 * demand. Both themes load with the first language, because a theme switch is left to CSS.
 */

let core: HighlighterCore | undefined;
let corePromise: Promise<HighlighterCore> | undefined;
let themesPromise: Promise<void> | undefined;
const languagePromises = new Map<HighlightLanguage, Promise<void>>();
const readyLanguages = new Set<HighlightLanguage>();

function loadCore(): Promise<HighlighterCore> {
  corePromise ??= (async () => {
    // Imported here rather than at the top so that a page that never shows code never loads shiki.
    const [{ createHighlighterCore }, { createAsciiFirstEngine }] = await Promise.all([
      import('shiki/core'),
      import('./ascii-first-engine'),
    ]);
    const created = await createHighlighterCore({ engine: createAsciiFirstEngine(), themes: [], langs: [] });
    core = created;
    return created;
  })();
  // A failed chunk fetch must not poison every later attempt.
  corePromise.catch(() => {
    corePromise = undefined;
  });
  return corePromise;
}

function loadThemes(): Promise<void> {
  themesPromise ??= Promise.all([loadCore(), THEME_LOADERS[LIGHT_THEME](), THEME_LOADERS[DARK_THEME]()]).then(
    ([highlighter, light, dark]) => highlighter.loadTheme(light.default, dark.default),
  );
  themesPromise.catch(() => {
    themesPromise = undefined;
  });
  return themesPromise;
}

/**
 * Loads the grammar for `language` (and the themes) once; rejects with what failed (a chunk that
 * did not load, a module a test runner could not import), and a later call tries again.
 */
function loadLanguage(language: HighlightLanguage): Promise<void> {
  let pending = languagePromises.get(language);
  if (!pending) {
    pending = (async () => {
      // Fetched side by side: on a slow network the first highlight waits for one round, not three.
      const [highlighter, grammar] = await Promise.all([loadCore(), LANGUAGE_LOADERS[language](), loadThemes()]);
      await highlighter.loadLanguage(...grammar.default);
      readyLanguages.add(language);
    })();
    pending.catch(() => {
      languagePromises.delete(language);
    });
    languagePromises.set(language, pending);
  }
  return pending;
}

/**
 * Loads the grammar for `language` (and the themes) once; resolves `true` when it can be used
 * synchronously, `false` if loading failed, in which case the text simply stays plain.
 */
export function ensureLanguage(language: HighlightLanguage): Promise<boolean> {
  return loadLanguage(language).then(
    () => true,
    () => false,
  );
}

/** The highlighter, if `language` is ready for synchronous use; `undefined` otherwise. */
export function readyHighlighter(language: HighlightLanguage): HighlighterCore | undefined {
  return readyLanguages.has(language) ? core : undefined;
}

/**
 * Loads `languages` (and the highlighter) for `preloadHighlighter`. Rejects naming those that
 * failed and, since a list of names alone hides why (a test runner that could not import shiki's
 * `.mjs` grammars fails every one of them), the first failure's own message, kept as the cause.
 */
export async function preloadLanguages(languages: readonly HighlightLanguage[]): Promise<void> {
  const results = await Promise.allSettled(languages.map(loadLanguage));
  const failed = languages.filter((_, index) => results[index]?.status === 'rejected');
  const first = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (first === undefined) return;
  throw new Error(`toolcards: could not load ${failed.join(', ')}: ${thrownMessage(first.reason)}`, {
    cause: first.reason,
  });
}
