/**
 * Cuts Markdown into pieces parsed one at a time, of about `targetChars`. The kit's parser is
 * linear on a whole page, but pieces still pay: "Show more" parses only the pieces it reveals
 * (`parseMarkdown`'s memo), and no single parse, however crafted its input, handles more than
 * twice `targetChars` (micromark, the parser before, grew faster than its input on long
 * documents, which is why this began). A piece ends where nothing can span the cut:
 * before a line that starts at the margin after a blank line, outside a fenced code block, where
 * every list, quote and paragraph has ended, so the pieces' blocks are the document's blocks.
 * Text with no such place for twice `targetChars` (one huge paragraph, a crafted line) is cut
 * anyway, at a line break or a space if it can: a paragraph split in two beats a frozen page.
 * (An HTML block may run over blank lines; it is drawn as text either way.)
 */
export function markdownChunks(text: string, targetChars: number): string[] {
  if (text.length <= targetChars) return [text];
  const chunks: string[] = [];
  const hardLimit = targetChars * 2;
  let chunkStart = 0;
  let lineStart = 0;
  let previousBlank = false;
  let fence: string | undefined;
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const startsAtMargin = line.length > 0 && line[0] !== ' ' && line[0] !== '\t';
    const sinceStart = lineStart - chunkStart;
    // Past the hard limit, cut before the line that would cross it rather than inside it.
    const overflows = lineEnd - chunkStart > hardLimit && lineStart > chunkStart;
    if ((fence === undefined && previousBlank && startsAtMargin && sinceStart >= targetChars) || overflows) {
      chunks.push(text.slice(chunkStart, lineStart));
      chunkStart = lineStart;
    }
    // One line longer than the hard limit: cut it too, at a space where there is one.
    while (lineEnd - chunkStart > hardLimit) {
      const space = text.lastIndexOf(' ', chunkStart + hardLimit);
      const cut = space > chunkStart + targetChars ? space + 1 : chunkStart + hardLimit;
      const code = text.charCodeAt(cut - 1);
      const safeCut = code >= 0xd800 && code <= 0xdbff ? cut - 1 : cut;
      chunks.push(text.slice(chunkStart, safeCut));
      chunkStart = safeCut;
    }
    const opened = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      if (
        opened !== undefined &&
        !(opened[0] === '`' && line.slice(line.indexOf(opened) + opened.length).includes('`'))
      )
        fence = opened;
    } else if (
      opened !== undefined &&
      opened[0] === fence[0] &&
      opened.length >= fence.length &&
      line.trim() === opened
    ) {
      fence = undefined;
    }
    previousBlank = line.trim() === '';
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  chunks.push(text.slice(chunkStart));
  return chunks.filter((chunk) => chunk.length > 0);
}

const DEFINITION = /^ {0,3}\[(?:[^\\[\]]|\\.){1,999}\]:[ \t]*\S/;

/**
 * The lines that define link references (`[docs]: https://…`), to hand to every piece: a
 * reference parses as a link only when its definition is in the same parse. At most `limit`
 * lines and `maxChars` characters: every piece parses them again, so an answer made of long
 * definitions was parsed once per piece (quadratic; the third "Show more" took 12 s).
 */
export function definitionLines(text: string, limit: number, maxChars = Number.POSITIVE_INFINITY): string[] {
  const found: string[] = [];
  let chars = 0;
  for (let start = 0; start < text.length && found.length < limit;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    // Only a line that can fit is read, so a 5 MB line costs nothing here.
    if (end - start <= maxChars - chars) {
      const line = text.slice(start, end);
      if (DEFINITION.test(line)) {
        const trimmed = line.trim();
        found.push(trimmed);
        chars += trimmed.length + 1;
      }
    }
    if (newline < 0) break;
    start = newline + 1;
  }
  return found;
}
