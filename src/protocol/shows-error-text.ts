/**
 * Whether a card's error area says something (a non-blank `error`), so its body adds no "No
 * output" under it: a failed call whose only text is its error says it once.
 */
export function showsErrorText(intent: { readonly error?: unknown }): boolean {
  return typeof intent.error === 'string' && intent.error.trim() !== '';
}
