/**
 * The backtick strings of a text by length, to find a code span's closing string (spec 6.1)
 * without scanning the rest of the text for every opening one: a paragraph full of unmatched
 * backticks would otherwise cost its length squared.
 */
export class BacktickRuns {
  private byLength: Map<number, number[]> | undefined;
  /** Per length, the index in its list of the first string not yet passed. */
  private readonly next = new Map<number, number>();

  constructor(private readonly text: string) {}

  private index(): Map<number, number[]> {
    const byLength = new Map<number, number[]>();
    const text = this.text;
    for (let at = text.indexOf('`'); at >= 0; at = text.indexOf('`', at)) {
      let end = at;
      while (text[end] === '`') end++;
      const starts = byLength.get(end - at);
      if (starts) starts.push(at);
      else byLength.set(end - at, [at]);
      at = end;
    }
    return byLength;
  }

  /** Where the first backtick string of exactly `length` at or after `from` starts, or -1. */
  closerFor(length: number, from: number): number {
    this.byLength ??= this.index();
    const starts = this.byLength.get(length);
    if (!starts) return -1;
    let cursor = this.next.get(length) ?? 0;
    while (cursor < starts.length && (starts[cursor] as number) < from) cursor++;
    this.next.set(length, cursor);
    return cursor < starts.length ? (starts[cursor] as number) : -1;
  }
}
