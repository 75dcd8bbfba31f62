/** The C escapes git writes inside a quoted path, besides octal bytes. */
const LETTER_ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/** The prefixes git (and `diff.mnemonicPrefix`) puts before a path: a/, b/, i/, w/, c/, o/. */
const SIDE_PREFIX = /^[abciow]\//;

/** The timestamp GNU diff writes after a path, when a tool joined it with spaces instead of a tab. */
const SPACED_TIMESTAMP = /\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)? [+-]\d{4}.*$/;

/** A path read from the start of a text, and the text after it. */
export interface ReadPath {
  /** The path as git meant it (quotes removed, escapes decoded). */
  path: string;
  /** What followed the path (after its closing quote, or nothing for an unquoted path). */
  rest: string;
  /** The path was quoted. */
  quoted: boolean;
}

/**
 * Reads a C-quoted string starting at `text[0] === '"'`, as git quotes a path with special bytes
 * (`core.quotePath`): every escape is decoded, octal bytes as UTF-8. `undefined` when the quote
 * never closes.
 */
function readQuoted(text: string): ReadPath | undefined {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let index = 1; index < text.length; index++) {
    const char = text[index] ?? '';
    if (char === '"') {
      return { path: new TextDecoder().decode(new Uint8Array(bytes)), rest: text.slice(index + 1), quoted: true };
    }
    if (char !== '\\') {
      const whole = String.fromCodePoint(text.codePointAt(index) ?? 0);
      for (const byte of encoder.encode(whole)) bytes.push(byte);
      index += whole.length - 1;
      continue;
    }
    const next = text[index + 1] ?? '';
    const octal = /^[0-3][0-7]{2}/.exec(text.slice(index + 1, index + 4));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      index += 3;
    } else {
      bytes.push(LETTER_ESCAPES[next] ?? next.charCodeAt(0));
      index += 1;
    }
  }
  return undefined;
}

/**
 * A path at the start of `text`: quoted (decoded whole) or plain (up to a tab, which GNU diff puts
 * before a timestamp, or to the end).
 */
export function readPath(text: string): ReadPath {
  if (text.startsWith('"')) {
    const quoted = readQuoted(text);
    if (quoted) return quoted;
  }
  const tab = text.indexOf('\t');
  const path = tab >= 0 ? text.slice(0, tab) : text;
  return { path: path.replace(SPACED_TIMESTAMP, ''), rest: tab >= 0 ? text.slice(tab) : '', quoted: false };
}

/** A path without git's one-letter side prefix (`a/x` → `x`), as the reader expects to see it. */
export function withoutSidePrefix(path: string): string {
  return SIDE_PREFIX.test(path) ? path.slice(2) : path;
}

/**
 * The two paths of a `diff --git a/x b/y` line (the text after `diff --git `), or `undefined`
 * when they cannot be told apart. Unquoted paths may hold spaces and even ` b/`: when both halves
 * are the same path (the common case), the line is split in its middle; else at the last ` b/`.
 */
export function readGitHeaderPaths(text: string): { oldPath: string; newPath: string } | undefined {
  if (text.startsWith('"')) {
    const first = readQuoted(text);
    if (!first || !first.rest.startsWith(' ')) return undefined;
    const second = readPath(first.rest.slice(1));
    return { oldPath: withoutSidePrefix(first.path), newPath: withoutSidePrefix(second.path) };
  }
  const quotedSecond = text.indexOf(' "');
  if (quotedSecond > 0) {
    const second = readQuoted(text.slice(quotedSecond + 1));
    if (second)
      return { oldPath: withoutSidePrefix(text.slice(0, quotedSecond)), newPath: withoutSidePrefix(second.path) };
  }
  if (text.length % 2 === 1) {
    const half = (text.length - 1) / 2;
    const left = text.slice(0, half);
    const right = text.slice(half + 1);
    if (text[half] === ' ' && withoutSidePrefix(left) === withoutSidePrefix(right) && SIDE_PREFIX.test(left)) {
      return { oldPath: withoutSidePrefix(left), newPath: withoutSidePrefix(right) };
    }
  }
  const split = text.lastIndexOf(' b/');
  if (!text.startsWith('a/') || split < 0) return undefined;
  return { oldPath: text.slice(2, split), newPath: text.slice(split + 3) };
}
