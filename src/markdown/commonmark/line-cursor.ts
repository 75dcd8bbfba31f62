/**
 * A position in one line of Markdown, counted both in characters and in columns. Block
 * structure is measured in columns with tab stops of 4 (spec 2.2), but a tab is one character;
 * when a container's indentation ends inside a tab, the tab is replaced by the spaces it stands
 * for, so the rest of the tab remains as spaces in the content (spec 2.2, example 6).
 */
export class LineCursor {
  /** The line's text; a tab split by an indentation boundary has been replaced by spaces. */
  text: string;
  /** The character the cursor is at. */
  index = 0;
  /** The column of that character, from 0, tab stops every 4 columns. */
  column = 0;
  /** Characters added by replacing tabs, to map `index` back to the source. */
  private added = 0;
  /** Where the line's trailing run of spaces, tabs and one repeated character starts (see `thematicBreakHere`). */
  private tailStart = -1;
  /** One past the line's last character that is not a space or a tab. */
  private contentEnd: number;

  constructor(text: string) {
    this.text = text;
    let end = text.length;
    while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
    this.contentEnd = end;
  }

  /**
   * True when nothing but spaces and tabs follows `index`. Constant time: a line of 25,000 list markers asks once per
   * marker.
   */
  blankFrom(index: number): boolean {
    return index >= this.contentEnd;
  }

  /**
   * True when the line from the cursor's first non-space character is a thematic break (spec 4.1):
   * three or more of one of `-`, `_`, `*`, with only spaces and tabs between and after. The
   * line's tail of such characters is found once, so asking at every marker of a line of
   * `- - - …` costs the line once, not once per marker.
   */
  thematicBreakHere(): boolean {
    const text = this.text;
    if (this.tailStart < 0) {
      let at = this.contentEnd;
      const char = text[at - 1];
      if (char !== '-' && char !== '_' && char !== '*') {
        this.tailStart = text.length + 1;
      } else {
        while (at > 0 && (text[at - 1] === char || text[at - 1] === ' ' || text[at - 1] === '\t')) at--;
        this.tailStart = at;
      }
    }
    const start = this.firstNonSpaceIndex();
    if (start < this.tailStart) return false;
    let count = 0;
    for (let at = start; at < this.contentEnd && count < 3; at++) if (text[at] !== ' ' && text[at] !== '\t') count++;
    return count >= 3;
  }

  /** The index in the original line of the cursor (before any tab was replaced). */
  get sourceIndex(): number {
    return Math.max(0, this.index - this.added);
  }

  /**
   * The columns of spaces and tabs from the cursor to the next other character, counted up to
   * `limit` at most: a line indented 4,000 columns under 2,000 nested lists asks at every level,
   * and each level only needs to know whether its own indentation is there.
   */
  indentation(limit = Number.POSITIVE_INFINITY): number {
    let column = this.column;
    const stop = this.column + limit;
    for (let at = this.index; at < this.text.length && column < stop; at++) {
      const char = this.text[at];
      if (char === ' ') column++;
      else if (char === '\t') column += 4 - (column % 4);
      else break;
    }
    return column - this.column;
  }

  /** The index of the first character after the spaces and tabs at the cursor. */
  firstNonSpaceIndex(): number {
    let at = this.index;
    while (this.text[at] === ' ' || this.text[at] === '\t') at++;
    return at;
  }

  /** True when nothing but spaces and tabs is left. */
  restIsBlank(): boolean {
    return this.index >= this.contentEnd;
  }

  /** The character `offset` characters after the cursor ('' past the end). */
  charAt(offset = 0): string {
    return this.text.charAt(this.index + offset);
  }

  /** What is left of the line from the cursor. */
  rest(): string {
    return this.text.slice(this.index);
  }

  /** Moves over `count` characters that are not tabs (markers, fence characters). */
  advance(count: number): void {
    this.index += count;
    this.column += count;
  }

  /**
   * Moves over up to `columns` columns of spaces and tabs, stopping early at anything else. A
   * tab that crosses the last column is first replaced by spaces, so its remainder stays content.
   */
  skipColumns(columns: number): void {
    const target = this.column + columns;
    while (this.column < target) {
      const char = this.text[this.index];
      if (char === ' ') {
        this.index++;
        this.column++;
      } else if (char === '\t') {
        const width = 4 - (this.column % 4);
        if (this.column + width > target) {
          this.text = `${this.text.slice(0, this.index)}${' '.repeat(width)}${this.text.slice(this.index + 1)}`;
          this.added += width - 1;
          // Everything after the tab moved right by the spaces added.
          if (this.contentEnd > this.index) this.contentEnd += width - 1;
          if (this.tailStart > this.index) this.tailStart += width - 1;
          continue;
        }
        this.index++;
        this.column += width;
      } else {
        return;
      }
    }
  }

  /** Moves over every space and tab at the cursor. */
  skipSpaces(): void {
    this.skipColumns(this.indentation());
  }
}
