import type { TextRange } from '../../diff';
import { type HighlightToken, type LineTokens, tokensSpellText } from '../../highlight';

/** A piece of a line drawn in one token's style (`token` absent: plain text). */
export interface CodePart {
  /** The characters. */
  content: string;
  /** The token whose style they take; absent for plain text. */
  token: HighlightToken | undefined;
}

/** Consecutive parts that are all inside a changed word span, or all outside one. */
export interface CodeRun {
  /** The run is a changed span of the line (word-level highlighting). */
  marked: boolean;
  /** The pieces, in order. */
  parts: CodePart[];
}

/**
 * A line cut into runs for drawing: syntax tokens split wherever a changed span starts or ends,
 * so a changed word keeps its colours inside its mark. `ranges` must be sorted and apart (as
 * `wordDiff` gives them); parts of them past the end of `text` are ignored. Tokens that do not
 * spell `text` are dropped and the line is drawn plain.
 */
export function codeRuns(text: string, tokens: LineTokens | undefined, ranges: readonly TextRange[]): CodeRun[] {
  const styled = tokens !== undefined && tokensSpellText(tokens, text) ? tokens : undefined;
  const pieces: readonly HighlightToken[] = styled ?? [{ content: text }];
  const runs: CodeRun[] = [];
  const push = (content: string, token: HighlightToken | undefined, marked: boolean) => {
    if (content === '') return;
    const last = runs[runs.length - 1];
    if (last && last.marked === marked) last.parts.push({ content, token });
    else runs.push({ marked, parts: [{ content, token }] });
  };
  let offset = 0;
  let rangeIndex = 0;
  for (const piece of pieces) {
    const token = styled ? piece : undefined;
    const end = offset + piece.content.length;
    let at = offset;
    while (at < end) {
      while (rangeIndex < ranges.length && (ranges[rangeIndex]?.end ?? 0) <= at) rangeIndex += 1;
      const range = ranges[rangeIndex];
      if (!range || range.start >= end) {
        push(piece.content.slice(at - offset), token, false);
        at = end;
      } else if (range.start > at) {
        push(piece.content.slice(at - offset, range.start - offset), token, false);
        at = range.start;
      } else {
        const stop = Math.min(range.end, end);
        push(piece.content.slice(at - offset, stop - offset), token, true);
        at = stop;
      }
    }
    offset = end;
  }
  return runs;
}
