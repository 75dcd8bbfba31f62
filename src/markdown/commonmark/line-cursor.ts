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

  constructor(text: string) {
    this.text = text;
  }

  /** The index in the original line of the cursor (before any tab was replaced). */
  get sourceIndex(): number {
    return Math.max(0, this.index - this.added);
  }

  /** The columns of spaces and tabs from the cursor to the next other character. */
  indentation(): number {
    let column = this.column;
    for (let at = this.index; at < this.text.length; at++) {
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
    return this.firstNonSpaceIndex() === this.text.length;
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
