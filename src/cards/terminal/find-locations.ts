/**
 * File locations in lines of terminal output, as compilers, linters and test runners print them:
 * `src/a.ts:12:5` (tsc --pretty, cargo's `-->`, go, gcc and clang, grep -n, Node stack traces),
 * `src/a.ts(12,5)` (tsc, MSBuild), `tests/test_x.py:42:` (pytest), `File "x.py", line 12`
 * (Python tracebacks), and ESLint's stylish report (the file on a line of its own, then
 * `  12:5  error …` rows under it). Plain string work on the text a line shows.
 *
 * What looks like a location but is not one stays text: URLs (`http://localhost:5173/`), host and
 * port (`localhost:3000`, `127.0.0.1:8080`), times (`22:38:47`), IPv6 (`fe80::1`), ratios (`16:9`).
 * The rule: the path's file name holds a letter, and a path without a `/` or `\` needs a file
 * extension and more than `name:number` (a column, `(line,col)`, or a `:` after the line),
 * since `example.com:8080` reads the same as `app.js:12`. Paths with spaces are found only in
 * Python's quoted form.
 */

/** One location in a line's text. */
export interface TextLocation {
  /** Where the location's text starts in the line (UTF-16 offset). */
  start: number;
  /** Where it ends (exclusive). */
  end: number;
  /** The path as the output wrote it. */
  path: string;
  /** 1-based line; absent for a path alone (an ESLint file heading). */
  line?: number;
  /** 1-based column, when the output gives one. */
  column?: number;
}

/**
 * Characters of a line searched for locations: compilers print them at or near the start, and a
 * minified line of megabytes is not worth a scan.
 */
export const MAX_LOCATION_SCAN_CHARS = 2000;

// A path: an optional drive, then letters, digits and `_.@~+-` with `/` or `\` between them,
// ending on a letter or digit. Unicode letters count (CJK file names).
const PATH = String.raw`(?:[A-Za-z]:)?[\p{L}\p{M}\p{N}_.@~+\\/-]*[\p{L}\p{M}\p{N}_]`;

// `path:line[:col]` or `path(line[,col])`. The path starts a token: not after a letter, digit or
// path character (nor `:`, so `node:internal/x:1` and `host:port/a:1` do not match from inside).
const COLON_OR_PAREN = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}_.@~+\\/:-])(${PATH})(?::(\d+)(?::(\d+))?(:?)|\((\d+)(?:,\s?(\d+))?\))(?![\p{L}\p{N}_])`,
  'gu',
);
const PYTHON_FRAME = /File "([^"<>\n][^"\n]*)", line (\d+)/g;
const URL = /\b[a-z][a-z\d+.-]*:\/\/\S+/gi;
const ESLINT_ROW = /^(\s+)(\d+):(\d+)(?=\s+(?:error|warning)\b)/;
const LONE_PATH = new RegExp(String.raw`^\s*(${PATH})\s*$`, 'u');
const LETTER = /\p{L}/u;
const EXTENSION = /\.\p{L}[\p{L}\p{N}_]*$/u;

function fileName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

function hasSeparator(path: string): boolean {
  return path.includes('/') || path.includes('\\');
}

/** A 1-based number as written, or undefined for none, zero or absurd values. */
function positive(digits: string | undefined): number | undefined {
  if (digits === undefined || digits === '') return undefined;
  const value = Number(digits);
  return value >= 1 && value <= 10_000_000 ? value : undefined;
}

/**
 * Whether `path` (followed by a line, and by `strong` evidence: a column, `(line,col)`, or a `:`
 * after the line) reads as a file rather than a host, a time or a version.
 */
function isFilePath(path: string, strong: boolean): boolean {
  const name = fileName(path);
  if (!LETTER.test(name)) return false;
  if (hasSeparator(path)) return true;
  return strong && EXTENSION.test(name);
}

function overlaps(ranges: readonly { start: number; end: number }[], start: number, end: number): boolean {
  return ranges.some((range) => range.start < end && start < range.end);
}

/**
 * The locations a line of output holds by itself, left to right and not overlapping: every form
 * above but ESLint's rows, which need the heading above them ({@link eslintRowLocation}).
 */
export function findLocations(text: string): TextLocation[] {
  const scanned = text.length > MAX_LOCATION_SCAN_CHARS ? text.slice(0, MAX_LOCATION_SCAN_CHARS) : text;
  const urls = Array.from(scanned.matchAll(URL), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const found: TextLocation[] = [];

  for (const match of scanned.matchAll(PYTHON_FRAME)) {
    const line = positive(match[2]);
    if (line === undefined || match[1] === undefined) continue;
    // The button covers the quoted path through the line number: `"app/calc.py", line 2`.
    const start = match.index + 'File '.length;
    found.push({ start, end: match.index + match[0].length, path: match[1], line });
  }

  COLON_OR_PAREN.lastIndex = 0;
  for (let match = COLON_OR_PAREN.exec(scanned); match !== null; match = COLON_OR_PAREN.exec(scanned)) {
    const [whole, path = '', colonLine, colonColumn, trailingColon, parenLine, parenColumn] = match;
    const paren = parenLine !== undefined;
    const line = positive(paren ? parenLine : colonLine);
    const column = positive(paren ? parenColumn : colonColumn);
    const strong = paren || colonColumn !== undefined || trailingColon === ':';
    // A trailing `:` after the line is evidence, not part of the location.
    const end = match.index + whole.length - (trailingColon === ':' ? 1 : 0);
    if (
      line === undefined ||
      !isFilePath(path, strong) ||
      overlaps(urls, match.index, end) ||
      overlaps(found, match.index, end)
    ) {
      // Try again one character on: a rejected candidate must not hide a location inside it.
      COLON_OR_PAREN.lastIndex = match.index + 1;
      continue;
    }
    found.push(
      column === undefined ? { start: match.index, end, path, line } : { start: match.index, end, path, line, column },
    );
  }

  if (found.length === 0) {
    // A path alone on its line: ESLint's file heading (its rows carry the lines), `find`, `git diff --name-only`.
    const lone = LONE_PATH.exec(scanned);
    const path = lone?.[1];
    if (
      path !== undefined &&
      hasSeparator(path) &&
      EXTENSION.test(fileName(path)) &&
      !overlaps(urls, 0, scanned.length)
    ) {
      const start = scanned.indexOf(path);
      found.push({ start, end: start + path.length, path });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Whether a line is a row of ESLint's stylish report (`  12:5  error  …`). */
export function isEslintRow(text: string): boolean {
  return ESLINT_ROW.test(text);
}

/** The path of an ESLint file heading (a path alone on its line), else undefined. */
export function lonePath(text: string): string | undefined {
  const located = findLocations(text);
  const only = located[0];
  return located.length === 1 && only !== undefined && only.line === undefined ? only.path : undefined;
}

/** The `12:5` of an ESLint stylish row, as a location in `path` (its file heading's). */
export function eslintRowLocation(text: string, path: string): TextLocation | undefined {
  const row = ESLINT_ROW.exec(text);
  const line = positive(row?.[2]);
  if (!row || line === undefined) return undefined;
  const start = (row[1] ?? '').length;
  const column = positive(row[3]);
  const end = row[0].length;
  return column === undefined ? { start, end, path, line } : { start, end, path, line, column };
}
