import { languageFor } from './language-for-path';
import { loadHighlightRuntime } from './load-highlight-runtime';

/** What `preloadHighlighter` loads. */
export interface PreloadOptions {
  /** Languages by id or alias (`'typescript'`, `'ts'`, `'py'`…). */
  langs: readonly string[];
}

/**
 * Loads the highlighter and the given languages ahead of time, so that code renders highlighted
 * on its very first render: call and await it before `renderToString`, before hydrating, or in a
 * test's setup for deterministic snapshots. Rejects on an unknown language name or a failed load.
 */
export async function preloadHighlighter(options: PreloadOptions): Promise<void> {
  const languages = options.langs.map((name) => {
    const language = languageFor({ lang: name });
    if (!language) throw new Error(`toolcards: no grammar for language "${name}"`);
    return language;
  });
  const runtime = await loadHighlightRuntime().catch((error: unknown) => {
    throw new Error('toolcards: could not load the highlighter', { cause: error });
  });
  await runtime.preloadLanguages(languages);
}
