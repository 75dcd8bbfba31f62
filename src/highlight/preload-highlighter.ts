import { languageFor } from './language-for-path';
import { loadHighlightRuntime } from './load-highlight-runtime';
import { thrownMessage } from '../protocol/thrown-message';

/** What `preloadHighlighter` loads. */
export interface PreloadOptions {
  /** Languages by id or alias (`'typescript'`, `'ts'`, `'py'`…). */
  langs: readonly string[];
}

/** The entries of `options.langs`, `undefined` when it is not an array; the kit's own error when it cannot be read. */
function langsOf(options: unknown): readonly unknown[] | undefined {
  try {
    const langs = (options as { langs?: unknown }).langs;
    return Array.isArray(langs) ? Array.from(langs) : undefined;
  } catch (error) {
    // Not an object, a getter or a proxy that throws, a revoked proxy.
    throw new Error(`toolcards: could not read preloadHighlighter's options: ${thrownMessage(error)}`, {
      cause: error,
    });
  }
}

/**
 * Loads the highlighter and the given languages ahead of time, so that code renders highlighted
 * on its very first client render (a test's setup, for deterministic snapshots). Server markup
 * and hydration stay plain unless the host asks for highlighted first markup
 * (`<ToolCardHost highlightFirstMarkup>`); then await this for the page's languages before
 * `renderToString` and before `hydrateRoot`, so neither waits. Rejects on an unknown language
 * name or a failed load, naming the first failure's own error.
 *
 * Never throws: every failure is the returned promise's rejection, an `Error` whose message starts
 * with `toolcards:` (options that are not `{ langs: string[] }` reject too). The kit leaves no
 * promise of its own unhandled; this one is the caller's, so await it or give it a `catch`.
 */
export async function preloadHighlighter(options: PreloadOptions): Promise<void> {
  const names = langsOf(options);
  if (names === undefined) throw new Error('toolcards: preloadHighlighter takes { langs: string[] }');
  const languages = names.map((name) => {
    if (typeof name !== 'string') throw new Error(`toolcards: a language name must be a string, not ${typeof name}`);
    const language = languageFor({ lang: name });
    if (!language) throw new Error(`toolcards: no grammar for language "${name}"`);
    return language;
  });
  const runtime = await loadHighlightRuntime().catch((error: unknown) => {
    // The cause's own message in ours: a test runner prints the message, not always the cause.
    throw new Error(`toolcards: could not load the highlighter: ${thrownMessage(error)}`, { cause: error });
  });
  // Its rejection names the languages and the first one's own error (highlighter.ts).
  await runtime.preloadLanguages(languages);
}
