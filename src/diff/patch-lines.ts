/**
 * The lines of a range of a patch, one at a time, exactly as `text.slice(from, to).split(separator)`
 * gives them, without the array: a patch of a million hunks would hold two million strings at
 * once, when the parser needs only the line it reads and whether the next one starts a file.
 */
export class PatchLines {
  private next: number;

  constructor(
    private readonly text: string,
    private readonly separator: string,
    from: number,
    private readonly to: number,
  ) {
    this.next = from;
  }

  /** Where the line that {@link PatchLines.read} gives next starts in the patch. */
  get offset(): number {
    return this.next;
  }

  /** Whether a line follows the one read last (the piece after a final newline is a line too, as with `split`). */
  get hasNext(): boolean {
    return this.next <= this.to;
  }

  /** The next line without its separator, or `undefined` past the last. */
  read(): string | undefined {
    if (this.next > this.to) return undefined;
    const found = this.text.indexOf(this.separator, this.next);
    const end = found === -1 || found >= this.to ? this.to : found;
    const line = this.text.slice(this.next, end);
    this.next = end === this.to ? this.to + 1 : end + 1;
    return line;
  }

  /** The first character code of the next line, without reading it; `-1` when it is empty or there is none. */
  nextCode(): number {
    if (this.next >= this.to) return -1;
    const code = this.text.charCodeAt(this.next);
    return this.text.startsWith(this.separator, this.next) ? -1 : code;
  }

  /** Whether the next line starts with `prefix` (which holds no separator), without reading it. */
  nextStartsWith(prefix: string): boolean {
    return this.next + prefix.length <= this.to && this.text.startsWith(prefix, this.next);
  }
}

/** The separator `parsePatch` splits a patch by: `\n`, or `\r` for an old Mac patch without any `\n`. */
export function patchSeparator(patch: string): string {
  return !patch.includes('\n') && patch.includes('\r') ? '\r' : '\n';
}
