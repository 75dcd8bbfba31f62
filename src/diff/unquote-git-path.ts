/** The C escapes git writes inside a quoted path, besides octal bytes. */
const LETTER_ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/**
 * A path as git meant it. git quotes a path with non-ASCII bytes (`core.quotePath`, on by default)
 * as `"\303\244.txt"`; diff2html drops the quotes but keeps the escapes, so `ä.txt` would show as
 * `\303\244.txt`. A path is decoded only when it has an octal escape and every `\` starts a valid
 * escape, so a plain `diff -u` path with a real backslash stays as it was.
 */
export function unquoteGitPath(path: string): string {
  if (!/\\[0-3][0-7]{2}/.test(path) || /\\(?![0-3][0-7]{2}|[abtnvfr"\\])/.test(path)) return path;
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let index = 0; index < path.length; index++) {
    const char = path[index] ?? '';
    if (char !== '\\') {
      const code = path.codePointAt(index) ?? 0;
      const text = String.fromCodePoint(code);
      for (const byte of encoder.encode(text)) bytes.push(byte);
      index += text.length - 1;
      continue;
    }
    const next = path[index + 1] ?? '';
    if (next >= '0' && next <= '7') {
      bytes.push(parseInt(path.slice(index + 1, index + 4), 8));
      index += 3;
    } else {
      bytes.push(LETTER_ESCAPES[next] ?? 92);
      index += 1;
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}
