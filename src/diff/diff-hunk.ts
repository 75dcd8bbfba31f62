import type { DiffHunk, DiffLine } from './diff-model';

/**
 * A `@@ -a,b +c,d @@ context` line as git writes it: a count of 1 is left out (`-3 +3`), an
 * empty range keeps its `,0`. Written from the numbers so a hunk grown by revealed context, or
 * built from texts, reads the same as one parsed from git.
 */
export function formatHunkHeader(
  oldStart: number,
  oldLines: number,
  newStart: number,
  newLines: number,
  context = '',
): string {
  const range = (start: number, count: number) => (count === 1 ? String(start) : `${start},${count}`);
  return `@@ -${range(oldStart, oldLines)} +${range(newStart, newLines)} @@${context ? ` ${context}` : ''}`;
}

/**
 * A hunk from its lines: the counts come from the lines themselves (never from a header, which a
 * hand-written patch can get wrong), and the header is written from them.
 */
export function createHunk(oldStart: number, newStart: number, lines: DiffLine[], context = ''): DiffHunk {
  let oldLines = 0;
  let newLines = 0;
  for (const line of lines) {
    if (line.kind !== 'add') oldLines += 1;
    if (line.kind !== 'delete') newLines += 1;
  }
  return {
    header: formatHunkHeader(oldStart, oldLines, newStart, newLines, context),
    context,
    oldStart,
    oldLines,
    newStart,
    newLines,
    lines,
  };
}

/**
 * One model line from a raw line without its prefix: a trailing `\r` (CRLF) is cut off and
 * remembered, so the view never draws a stray control character and a CRLF-only change still shows.
 */
export function createLine(kind: DiffLine['kind'], raw: string, oldNumber?: number, newNumber?: number): DiffLine {
  const crlf = raw.endsWith('\r');
  const line: DiffLine = { kind, text: crlf ? raw.slice(0, -1) : raw };
  if (oldNumber !== undefined) line.oldNumber = oldNumber;
  if (newNumber !== undefined) line.newNumber = newNumber;
  if (crlf) line.crlf = true;
  return line;
}
