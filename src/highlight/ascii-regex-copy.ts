/**
 * ASCII-only copies of a grammar's regular expressions, for lines that hold only ASCII.
 *
 * A TextMate grammar compiled to JavaScript is full of Unicode property classes
 * (`[\$_\p{Alpha}\p{Nd}]` in nearly every TypeScript pattern). V8 compiles a regex the first time
 * it runs it and again, to machine code, the second time, and a property class costs it about ten
 * times what an ASCII class does: the first lines of a TypeScript file reach some 430 patterns and
 * spent about 120 ms there, half of it on those classes. On a line of ASCII only an ASCII
 * character can ever be tested against a class, so a copy whose every `\p{…}`/`\P{…}` is replaced
 * by the ASCII characters it holds (under the same flags) finds exactly the matches the original
 * finds there. Lines with any other character keep the original patterns.
 *
 * Copies are made only where that equivalence is plain: a native `RegExp` (not an emulated one,
 * whose `exec` does more than its source says) with the `u` or `v` flag, and without `i`
 * (case folding can map a character outside ASCII onto one inside it) or inline modifiers. Any
 * other pattern, and any copy that does not compile, is used as it is.
 */

/** The last ASCII character code. */
const ASCII_END = 0x7f;

/**
 * The pieces of a pattern's source that matter here: an escape (a property escape whole, any
 * other escape as its two characters, so `\\p{L}` is a backslash and a literal `p{L}`) and the
 * brackets that open and close character classes.
 */
const SOURCE_PIECE = /\\[pP]\{[^}]*\}|\\[\s\S]|[[\]]/g;

/** Each property escape's ASCII members as class ranges, by escape and flags. */
const asciiMembersCache = new Map<string, string>();

function hex(code: number): string {
  return `\\x${code.toString(16).padStart(2, '0')}`;
}

/** The ASCII characters `escape` holds under `flags`, as the ranges of a class body (`\x41-\x5a…`). */
function asciiMembers(escape: string, flags: string): string {
  const key = `${escape}/${flags}`;
  const cached = asciiMembersCache.get(key);
  if (cached !== undefined) return cached;
  const test = new RegExp(`^[${escape}]$`, flags);
  let ranges = '';
  let start = -1;
  for (let code = 0; code <= ASCII_END + 1; code++) {
    const member = code <= ASCII_END && test.test(String.fromCharCode(code));
    if (member && start < 0) start = code;
    if (!member && start >= 0) {
      ranges += start === code - 1 ? hex(start) : `${hex(start)}-${hex(code - 1)}`;
      start = -1;
    }
  }
  asciiMembersCache.set(key, ranges);
  return ranges;
}

/** Whether `regexp` may be copied: see the module comment. */
function isCopyable(regexp: RegExp): boolean {
  return (
    Object.getPrototypeOf(regexp) === RegExp.prototype &&
    (regexp.unicode || regexp.flags.includes('v')) &&
    !regexp.ignoreCase &&
    !regexp.source.includes('(?i') &&
    !regexp.source.includes('(?-')
  );
}

/**
 * A copy of `regexp` that finds the same matches as the original in any string of ASCII
 * characters only, with each Unicode property escape replaced by the ASCII characters it holds;
 * `regexp` itself when it has none or may not be copied (see the module comment).
 */
export function asciiCopyOf(regexp: RegExp): RegExp {
  const { source } = regexp;
  if (!/\\[pP]\{/.test(source) || !isCopyable(regexp)) return regexp;
  // What the test regexes need of the flags: the Unicode mode, and none that keep state.
  const mode = regexp.flags.includes('v') ? 'v' : 'u';
  let classDepth = 0;
  const copied = source.replace(SOURCE_PIECE, (piece) => {
    if (piece === '[') {
      // Under `u` a `[` inside a class is a literal; under `v` it opens a nested class.
      if (classDepth === 0 || mode === 'v') classDepth += 1;
      return piece;
    }
    if (piece === ']') {
      classDepth = Math.max(0, classDepth - 1);
      return piece;
    }
    if (piece[1] !== 'p' && piece[1] !== 'P') return piece;
    const members = asciiMembers(piece, mode);
    // Under `v` a nested class stands anywhere; under `u` a class's members go in bare.
    return mode === 'u' && classDepth > 0 ? members : `[${members}]`;
  });
  try {
    return new RegExp(copied, regexp.flags);
  } catch {
    return regexp;
  }
}

/** Whether `text` holds only ASCII characters. */
export function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > ASCII_END) return false;
  return true;
}
