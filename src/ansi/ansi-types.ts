/**
 * The data model the ANSI parser hands to views: lines of styled spans. Plain values only, so a
 * view can memoise on them and a server can serialise them.
 */

/** A terminal colour: an xterm palette index (0–255) or a 24-bit colour. */
export type AnsiColor = { kind: 'palette'; index: number } | { kind: 'rgb'; r: number; g: number; b: number };

/** The SGR attributes of a cell; a flag is either `true` or absent, never `false`. */
export interface AnsiStyle {
  /** Foreground colour; absent means the terminal's default. */
  fg?: AnsiColor;
  /** Background colour; absent means the terminal's default. */
  bg?: AnsiColor;
  /** SGR 1. */
  bold?: true;
  /** SGR 2 (faint). */
  dim?: true;
  /** SGR 3. */
  italic?: true;
  /** SGR 4 (and 21, double underline, drawn the same). */
  underline?: true;
  /** SGR 7: foreground and background swapped when drawn (see `spanColors`). */
  inverse?: true;
  /** SGR 9. */
  strikethrough?: true;
  /** SGR 8 (conceal): the text is kept, so it copies, but drawn transparent. */
  hidden?: true;
}

/** A run of adjacent cells with one style and one link. */
export interface AnsiSpan {
  /** The cells' characters; never holds a control character other than `\t`. */
  text: string;
  /** The cells' attributes. */
  style: AnsiStyle;
  /** An OSC 8 link target, present only when it is an absolute `http:` or `https:` URL. */
  href?: string;
}

/** One output line; an empty line has no spans. */
export interface AnsiLine {
  /** The line's spans, left to right, adjacent spans always differing in style or link. */
  spans: AnsiSpan[];
  /** The line changed style more often than a line may show: its last span holds the rest, in one style. */
  stylesMerged?: true;
  /** Cursor moves asked for more blank cells than the screen allows: some were not drawn. */
  movesClipped?: true;
}
