/**
 * Markdown from a tool is hostile input, and CommonMark parsers, micromark included, take
 * super-linear time on a few shapes (commonmark/cmark#255, commonmark.js#160): many container
 * markers on one line (`- - - - … x`, `> > > …`) and long runs of emphasis delimiters. A page of
 * them would freeze the browser for seconds or minutes. These limits escape the marker or
 * delimiters past the limit, so they show as the literal characters they are, and the parse
 * stays linear. No real document nests nine containers on a line or writes 33 asterisks in a row.
 */

/** Container markers (`>`, `-`, `+`, `*`, `1.`, `1)`) kept on one line; the next is escaped. */
const MAX_LINE_NESTING = 8;
/** Longest run of `*` or `_` kept as delimiters in prose; a longer run is escaped whole. */
const MAX_DELIMITER_RUN = 16;
/**
 * Longest run kept anywhere, fenced code included. A fence is tracked line by line here, more
 * simply than the parser does, so a crafted document could make the two disagree; this bound
 * holds whatever they think, and is far past any banner comment (`/*****…`) real code has.
 */
const MAX_RUN_IN_CODE = 400;

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})([^`]*)$/;
const CONTAINER_MARKER = /^[ \t]*(>|[-+*]|\d{1,9}[.)])(?=[ \t]|$)/;
const BLOCKQUOTE_MARKER = /^[ \t]*(>)/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const PROSE_RUN = new RegExp(`([*_])\\1{${MAX_DELIMITER_RUN},}`, 'g');
const CODE_RUN = new RegExp(`([*_])\\1{${MAX_RUN_IN_CODE},}`, 'g');

/** The fence a line opens (its characters), for a fence at the top level; `undefined` otherwise. */
function fenceOpenedBy(line: string): string | undefined {
  const match = FENCE_OPEN.exec(line);
  if (!match || match[1] === undefined) return undefined;
  // A backtick fence's info string may not hold a backtick (CommonMark 4.5): "```a```" is code.
  return match[1][0] === '`' && (match[2] ?? '').includes('`') ? undefined : match[1];
}

function closesFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return line.length - line.trimStart().length <= 3 && trimmed.length >= fence.length && trimmed === (fence[0] ?? '').repeat(trimmed.length);
}

function escapeDeepMarker(line: string): string {
  if (THEMATIC_BREAK.test(line)) return line;
  let offset = 0;
  for (let depth = 0; depth <= MAX_LINE_NESTING; depth++) {
    const rest = line.slice(offset);
    const match = CONTAINER_MARKER.exec(rest) ?? BLOCKQUOTE_MARKER.exec(rest);
    if (!match) return line;
    const markerEnd = offset + match[0].length;
    // Escape the marker's last character: `\-`, `\>`, `12\.`.
    if (depth === MAX_LINE_NESTING) return `${line.slice(0, markerEnd - 1)}\\${line.slice(markerEnd - 1)}`;
    offset = markerEnd;
  }
  return line;
}

const ASTRAL = /[\uD800-\uDBFF]/;
const WHITESPACE = /^\s$/u;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;

/** Left- and right-flanking of a delimiter run between `before` and `after` (CommonMark 6.2). */
function flanking(before: string, after: string, isPunctuation: (char: string) => boolean): [boolean, boolean] {
  const spaceBefore = before === '' || WHITESPACE.test(before);
  const spaceAfter = after === '' || WHITESPACE.test(after);
  const left = !spaceAfter && (!isPunctuation(after) || spaceBefore || isPunctuation(before));
  const right = !spaceBefore && (!isPunctuation(before) || spaceAfter || isPunctuation(after));
  return [left, right];
}

/**
 * micromark classifies characters one UTF-16 unit at a time, so punctuation and symbols outside
 * the BMP (`𞋿`, many emoji) are not punctuation to it, and `*𞋿*delta.` became emphasis
 * (CommonMark example 356). A run beside such a character that micromark would let open or
 * close where CommonMark would not is escaped, so it shows as the literal characters the spec says
 * it is. (An approximation: such a run loses the other role too, which only a contrived line notices.)
 */
function escapeAstralFlanking(line: string): string {
  if (!ASTRAL.test(line) || !/[*_]/.test(line)) return line;
  const spec = (char: string) => PUNCTUATION.test(char);
  const micromark = (char: string) => char.length === 1 && PUNCTUATION.test(char);
  return line.replace(/(?<!\\)[*_]+/g, (run, offset: number) => {
    const beforeCode = line.codePointAt(offset - 1) ?? -1;
    const lowBefore = beforeCode >= 0xdc00 && beforeCode <= 0xdfff && offset >= 2;
    const before = offset === 0 ? '' : lowBefore ? line.slice(offset - 2, offset) : (line[offset - 1] ?? '');
    const afterCode = line.codePointAt(offset + run.length);
    const after = afterCode === undefined ? '' : String.fromCodePoint(afterCode);
    const [specLeft, specRight] = flanking(before, after, spec);
    const [ourLeft, ourRight] = flanking(before, after, micromark);
    if (!(ourLeft && !specLeft) && !(ourRight && !specRight)) return run;
    return run.replace(/[*_]/g, '\\$&');
  });
}

function escapeRuns(line: string, pattern: RegExp): string {
  pattern.lastIndex = 0;
  if (!pattern.test(line)) return line;
  return line.replace(pattern, (run) => run.replace(/[*_]/g, '\\$&'));
}

/**
 * The text with the shapes that make a CommonMark parse super-linear escaped. Fenced code keeps
 * its text exactly, up to a bound no real code reaches. Everything else is returned unchanged.
 */
export function tameMarkdown(text: string): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  let changed = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    let tamed: string;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      tamed = escapeRuns(escapeDeepMarker(line), CODE_RUN);
    } else {
      fence = fenceOpenedBy(line);
      // A thematic break (`_____…`, example 50) holds no emphasis: escaping it would make it text.
      tamed = fence !== undefined || THEMATIC_BREAK.test(line) ? line : escapeAstralFlanking(escapeRuns(escapeDeepMarker(line), PROSE_RUN));
    }
    if (tamed !== line) {
      lines[index] = tamed;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : text;
}
