/**
 * A line cut into the tokens a word diff compares: runs of letters, digits and underscores (a
 * word or a number, in any script), runs of whitespace, and every other character alone (so `5.3.0`
 * is five tokens and a version bump marks only its digits). Astral characters stay whole.
 */
export function wordTokens(text: string): string[] {
  return text.match(/[\p{L}\p{M}\p{N}_]+|\s+|[^]/gu) ?? [];
}
