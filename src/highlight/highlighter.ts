import type { HighlighterCore } from 'shiki/core';
import { DARK_THEME, LANGUAGE_LOADERS, LIGHT_THEME, THEME_LOADERS } from './grammar-loaders';
import type { HighlightLanguage } from './highlight-languages';

/**
 * The page's one shiki highlighter. Nothing is created or fetched until the first language is
 * asked for: shiki's core and its JavaScript regex engine (no WASM), then each grammar once, on
 * demand. Both themes load with the first language, because a theme switch is left to CSS.
 */

let core: HighlighterCore | undefined;
let corePromise: Promise<HighlighterCore> | undefined;
let themesPromise: Promise<void> | undefined;
const languagePromises = new Map<HighlightLanguage, Promise<boolean>>();
const readyLanguages = new Set<HighlightLanguage>();
const preloadedLanguages = new Set<HighlightLanguage>();

function loadCore(): Promise<HighlighterCore> {
  corePromise ??= (async () => {
    // Imported here rather than at the top so that a page that never shows code never loads shiki.
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([import('shiki/core'), import('@shikijs/engine-javascript')]);
    const created = await createHighlighterCore({ engine: createJavaScriptRegexEngine(), themes: [], langs: [] });
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
  themesPromise ??= Promise.all([loadCore(), THEME_LOADERS[LIGHT_THEME](), THEME_LOADERS[DARK_THEME]()]).then(([highlighter, light, dark]) =>
    highlighter.loadTheme(light.default, dark.default),
  );
  themesPromise.catch(() => {
    themesPromise = undefined;
  });
  return themesPromise;
}

/**
 * Loads the grammar for `language` (and the themes) once; resolves `true` when it can be used
 * synchronously, `false` if loading failed, in which case the text simply stays plain.
 */
export function ensureLanguage(language: HighlightLanguage): Promise<boolean> {
  let pending = languagePromises.get(language);
  if (!pending) {
    pending = (async () => {
      // Fetched side by side: on a slow network the first highlight waits for one round, not three.
      const [highlighter, grammar] = await Promise.all([loadCore(), LANGUAGE_LOADERS[language](), loadThemes()]);
      await highlighter.loadLanguage(...grammar.default);
      readyLanguages.add(language);
      return true;
    })().catch(() => {
      languagePromises.delete(language);
      return false;
    });
    languagePromises.set(language, pending);
  }
  return pending;
}

/**
 * Whether `language` was loaded by `preloadHighlighter`: the one promise a server and a client
 * can both keep, so only such a language is drawn highlighted on a server render or a hydration.
 */
export function isLanguagePreloaded(language: HighlightLanguage): boolean {
  return preloadedLanguages.has(language) && readyLanguages.has(language);
}

/** The highlighter, if `language` is ready for synchronous use; `undefined` otherwise. */
export function readyHighlighter(language: HighlightLanguage): HighlighterCore | undefined {
  return readyLanguages.has(language) ? core : undefined;
}

/**
 * Loads `languages` (and the highlighter) for `preloadHighlighter`, marking each as preloaded so
 * that server renders and hydrations draw it highlighted. Rejects naming any that failed to load.
 */
export async function preloadLanguages(languages: readonly HighlightLanguage[]): Promise<void> {
  const results = await Promise.all(languages.map(ensureLanguage));
  const failed = languages.filter((_, index) => !results[index]);
  for (const language of languages) if (readyLanguages.has(language)) preloadedLanguages.add(language);
  if (failed.length > 0) throw new Error(`toolcards: could not load ${failed.join(', ')}`);
}
