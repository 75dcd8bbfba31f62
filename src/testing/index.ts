/**
 * `toolcards/testing`: what a client team's test setup needs for stable snapshots of cards.
 * Import it only from tests: it switches the kit into synchronous mode for the whole module graph.
 */
import { preloadCards } from '../shell/preload-cards';
import { HIGHLIGHT_LANGUAGES, preloadHighlighter, setSynchronousMode } from '../highlight';

export { normalizeIds } from './normalize-ids';
export { toolcardsSnapshotSerializer } from './snapshot-serializer';
export type { SnapshotSerializer } from './snapshot-serializer';

/** What {@link setupToolcardsTesting} prepares. */
export interface ToolcardsTestingOptions {
  /** Languages to highlight, by id or alias (`'ts'`, `'py'`…); every language the kit knows by default. */
  langs?: readonly string[];
}

/** Every language id the kit can highlight. */
export const ALL_LANGUAGES: readonly string[] = HIGHLIGHT_LANGUAGES;

/**
 * Makes cards render the same markup in every test, whatever ran before: loads the built-in
 * cards' code (lazy in browser builds, so a first render would show a loading line), the
 * highlighter and the grammars once, then puts the kit in synchronous mode (highlighting and the parsing of
 * a huge log finish inside the render's own effects, so within `act()`, and a language that was
 * not preloaded stays plain rather than loading halfway through a test). Await it in a
 * `beforeAll` or a setup file. Rejects on an unknown language name.
 */
export async function setupToolcardsTesting(options: ToolcardsTestingOptions = {}): Promise<void> {
  setSynchronousMode(true);
  await Promise.all([preloadCards(), preloadHighlighter({ langs: options.langs ?? ALL_LANGUAGES })]);
}
