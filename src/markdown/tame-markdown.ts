/**
 * Markdown from a tool is hostile input, and CommonMark parsers take super-linear time on a few
 * shapes (commonmark/cmark#255, commonmark.js#160): many container markers on one line
 * (`- - - - … x`, `> > > …`) and long runs of emphasis delimiters. The kit's parser is linear on
 * both, but what it makes of them is not: ten thousand nested lists are ten thousand nested
 * elements to draw, and a run of 10,000 asterisks is 5,000 nested strong nodes. These limits
 * escape the marker or delimiters past the limit, so they show as the literal characters they
 * are. No real document nests nine containers on a line or writes 33 asterisks in a row.
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
  return (
    line.length - line.trimStart().length <= 3 &&
    trimmed.length >= fence.length &&
    trimmed === (fence[0] ?? '').repeat(trimmed.length)
  );
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
      tamed = fence !== undefined || THEMATIC_BREAK.test(line) ? line : escapeRuns(escapeDeepMarker(line), PROSE_RUN);
    }
    if (tamed !== line) {
      lines[index] = tamed;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : text;
}
