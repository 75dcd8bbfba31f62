/**
 * Most pieces a title is split into: past them the rest is one piece, which the stylesheet's
 * `overflow-wrap` still breaks, so a hostile title of a thousand slashes draws a bounded markup.
 */
const MAX_PIECES = 64;

/**
 * `title` split where a line may break besides its spaces: after a run of `/` or `\` (between a
 * path's folders; never inside `//`), and before a run of `-` that follows other text (a flag or
 * a `--` joined to its word stays whole, never `-|-namespace`). Joined, the pieces are `title`
 * character for character; a piece never starts or ends a break inside a word otherwise.
 */
export function titlePieces(title: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  // A break after a slash run followed by text, or before a hyphen run preceded by text.
  const breaks = /[/\\]+(?=[^\s/\\])|(?<=[^\s-])(?=-+[^\s-])/g;
  for (const match of title.matchAll(breaks)) {
    const end = match.index + match[0].length;
    if (end <= start || end >= title.length) continue;
    pieces.push(title.slice(start, end));
    start = end;
    if (pieces.length === MAX_PIECES - 1) break;
  }
  pieces.push(title.slice(start));
  return pieces;
}
