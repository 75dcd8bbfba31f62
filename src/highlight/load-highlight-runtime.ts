import type { HighlightLanguage } from './highlight-languages';

/** What the highlighting runtime chunk offers (highlight-runtime.ts). */
export type HighlightRuntime = (typeof import('./highlight-runtime'))['highlightRuntime'];

let runtime: HighlightRuntime | undefined;
let pending: Promise<HighlightRuntime> | undefined;

/**
 * Loads the highlighting runtime once. A chunk that fails to load rejects this call and leaves
 * the next call free to try again (a network blip must not keep code plain for the page's life).
 */
export function loadHighlightRuntime(): Promise<HighlightRuntime> {
  if (!pending) {
    pending = import('./highlight-runtime').then(({ highlightRuntime }) => {
      runtime = highlightRuntime;
      return highlightRuntime;
    });
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}

/**
 * The runtime if it has loaded, else `undefined`. Until it has, no language can be ready, so a
 * render without it draws code plain, as it would with the runtime and no grammar.
 */
export function loadedHighlightRuntime(): HighlightRuntime | undefined {
  return runtime;
}

/**
 * Loads the runtime, then the grammar for `language` (and the themes) once; resolves `true` when
 * it can be used synchronously, `false` if anything failed to load: the text then stays plain.
 */
export function ensureLanguage(language: HighlightLanguage): Promise<boolean> {
  return loadHighlightRuntime().then(
    (loaded) => loaded.ensureLanguage(language),
    () => false,
  );
}
