/**
 * A pass over a patch before diff2html's `parse()`, which loses facts the card must show:
 * it deletes every "\ No newline at end of file" (even inside a line's text), turns every
 * `\r` into a line break (so a CRLF-only change vanishes and a lone `\r` splits a line), skips
 * empty lines (an empty context line whose space an editor trimmed) and keeps adding `-`/`+`/space
 * lines to the last hunk (so git format-patch's `-- ` signature counts as a deletion).
 * See node_modules/diff2html/lib/diff-parser.js, `parse()`.
 *
 * The pass escapes `\` and lone `\r` with a mark character that the patch does not contain, and
 * tags hunk lines with a suffix (mark + `c` for CRLF, mark + `n` for no newline at end), which
 * {@link PreparedPatch.decode} turns back into text and flags.
 */

/** What {@link PreparedPatch.decode} returns: the original text and the flags its tags carried. */
export interface DecodedText {
  /** The text as it was in the patch, without the tags (and without a CRLF's `\r`). */
  text: string;
  /** The line ended with `\r\n`. */
  crlf: boolean;
  /** A "\ No newline at end of file" followed the line. */
  noNewlineAtEnd: boolean;
}

/** A patch ready for diff2html, and the way back from the strings diff2html returns. */
export interface PreparedPatch {
  /**
   * The patch to hand to diff2html's `parse()`, one piece per `diff --git` section: diff2html
   * scans from every metadata line to the end of its input for a hunk (`existHunkHeader`), which
   * took 1.8 s on one patch of 4,000 renames; per section it stays linear.
   */
  sections: string[];
  /** Undoes the escapes and reads the tags of one string diff2html returned (a line or a path). */
  decode(value: string): DecodedText;
}

const HUNK_COUNTS = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;

/**
 * A character the patch does not contain: Unicode noncharacters first (U+FDD0–U+FDEF), which
 * text should never carry. `undefined` only for a patch holding all 32 of them.
 */
function pickMark(text: string): string | undefined {
  for (let code = 0xfdd0; code <= 0xfdef; code++) {
    const mark = String.fromCharCode(code);
    if (!text.includes(mark)) return mark;
  }
  return undefined;
}

/** A `--- `/`+++ ` pair starting at `index`: the next file's header, not two changed lines. */
function isFileHeader(lines: readonly string[], index: number): boolean {
  return (lines[index] ?? '').startsWith('--- ') && (lines[index + 1] ?? '').startsWith('+++ ');
}

/** Prepares `patch` for diff2html (see the module comment for why). */
export function preparePatch(patch: string): PreparedPatch {
  const mark = pickMark(patch);
  if (mark === undefined) {
    return { sections: [patch], decode: (value) => ({ text: value, crlf: false, noNewlineAtEnd: false }) };
  }
  const escapes = /[\\\r]/g;
  const escape = (line: string) =>
    line.includes('\\') || line.includes('\r') ? line.replace(escapes, (char) => mark + (char === '\\' ? 'b' : 'r')) : line;
  const lines = patch.split('\n');
  const sections: string[] = [];
  let out: string[] = [];
  let inHunk = false;
  let afterSignature = false;
  let oldLeft = 0;
  let newLeft = 0;
  let lastHunkLine = -1;

  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    const crlf = raw.endsWith('\r');
    let line = crlf ? raw.slice(0, -1) : raw;
    if (afterSignature) {
      // Mail text after format-patch's signature: keep it out of the last hunk.
      if (!(line.startsWith('diff ') || line.startsWith('@@') || isFileHeader(lines, index))) {
        if (!/^[-+ ]/.test(line)) out.push(escape(line));
        continue;
      }
      afterSignature = false;
    }
    if (inHunk) {
      if (line.startsWith('\\')) {
        if (lastHunkLine >= 0) out[lastHunkLine] += `${mark}n`;
        continue;
      }
      const exhausted = oldLeft <= 0 && newLeft <= 0;
      // git apply and GNU patch read an empty line inside a hunk as an empty context line (but
      // not the empty string after the patch's final newline).
      if (line === '' && !exhausted && index < lines.length - 1) line = ' ';
      const first = line[0];
      const isBody = first === ' ' || first === '+' || first === '-';
      if (isBody && exhausted && line === '-- ') {
        inHunk = false;
        afterSignature = true;
        continue;
      }
      if (isBody && !(exhausted && isFileHeader(lines, index))) {
        if (first !== '+') oldLeft -= 1;
        if (first !== '-') newLeft -= 1;
        out.push(escape(line) + (crlf ? `${mark}c` : ''));
        lastHunkLine = out.length - 1;
        continue;
      }
      inHunk = false;
    }
    if (line.startsWith('diff --git ') && out.length > 0) {
      sections.push(out.join('\n'));
      out = [];
    }
    if (line.startsWith('@@')) {
      const counts = HUNK_COUNTS.exec(line);
      // A combined diff's `@@@` has three ranges: follow it without counting.
      oldLeft = counts ? Number(counts[1] ?? 1) : Number.POSITIVE_INFINITY;
      newLeft = counts ? Number(counts[2] ?? 1) : Number.POSITIVE_INFINITY;
      inHunk = true;
      lastHunkLine = -1;
    }
    out.push(escape(line));
  }

  sections.push(out.join('\n'));
  const tags = new RegExp(`${mark}([brcn])`, 'g');
  return {
    sections,
    decode(value) {
      if (!value.includes(mark)) return { text: value, crlf: false, noNewlineAtEnd: false };
      let crlf = false;
      let noNewlineAtEnd = false;
      const text = value.replace(tags, (_, tag: string) => {
        if (tag === 'b') return '\\';
        if (tag === 'r') return '\r';
        if (tag === 'c') crlf = true;
        else noNewlineAtEnd = true;
        return '';
      });
      return { text, crlf, noNewlineAtEnd };
    },
  };
}
