/** One text's lines, as `splitTextLines` gives them. */
interface SplitLines {
  lines: readonly string[];
  noNewlineAtEnd: boolean;
}

/**
 * Both texts' lines as numbers, equal lines equal numbers, so the differ compares integers. A
 * last line without its newline is another line than the same text with one ("a" and "a\n"
 * differ at the end of a file, as git shows).
 */
export function lineKeys(oldText: SplitLines, newText: SplitLines): { oldKeys: Int32Array; newKeys: Int32Array } {
  const ids = new Map<string, number>();
  const keysOf = (text: SplitLines) => {
    const keys = new Int32Array(text.lines.length);
    const last = text.lines.length - 1;
    for (let index = 0; index <= last; index++) {
      // A line never holds a newline, so a leading one marks the unterminated last line apart.
      const line = index === last && text.noNewlineAtEnd ? `\n${text.lines[index]!}` : text.lines[index]!;
      let id = ids.get(line);
      if (id === undefined) {
        id = ids.size;
        ids.set(line, id);
      }
      keys[index] = id;
    }
    return keys;
  };
  const oldKeys = keysOf(oldText);
  return { oldKeys, newKeys: keysOf(newText) };
}
