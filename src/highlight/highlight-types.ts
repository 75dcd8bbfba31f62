/**
 * The data model the highlighter hands to views: lines of coloured tokens. Plain values only, so
 * a view can memoise on them and a server can serialise them.
 */

/**
 * A run of a line's text drawn in one style; no field is set when it is drawn as plain text.
 * There is no bold: a bolder face can be wider in some monospace fonts, and highlighting arriving
 * must never move text.
 */
export interface HighlightToken {
  /** The characters; a line's tokens joined are exactly the line. */
  content: string;
  /** Colour in the light theme (`#rrggbb`); absent means the card's own text colour. */
  light?: string;
  /** Colour in the dark theme (`#rrggbb`); absent means the card's own text colour. */
  dark?: string;
  /** Drawn in italics. */
  italic?: true;
  /** Drawn underlined. */
  underline?: true;
  /** Drawn struck through. */
  strikethrough?: true;
}

/** One line's tokens, left to right; an empty line has none. */
export type LineTokens = readonly HighlightToken[];
