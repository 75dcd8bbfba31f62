/**
 * Maps the themes' token colours to the colours drawn on a card. github-light and github-dark
 * were made for their own backgrounds and for drawing token backgrounds, which the kit does not
 * (a background would box tokens in and fight the diff card's row colours). On the card's
 * backgrounds (#ffffff / #f6f8fa, #0d1117 / #151b23) a few fall under WCAG AA's 4.5:1, and a few
 * foregrounds meant for a coloured background would vanish. These are replaced by the nearest
 * GitHub Primer colour that passes; `null` means the card's own text colour, which is also what
 * each theme's plain text becomes, so unhighlighted runs look exactly like the plain first paint.
 */

const LIGHT: Readonly<Record<string, string | null>> = {
  '#24292e': null, // the theme's text colour
  '#e36209': '#bc4c00', // 3.5:1 → 4.7:1 (variables, changed lines)
  '#22863a': '#1a7f37', // 4.35:1 → 4.8:1 (tags, inserted lines)
  '#d73a49': '#cf222e', // 4.3:1 → 5.0:1 (keywords)
  '#fafbfc': null, // carriage-return, drawn on a red background in the theme
  '#f6f8fa': null, // ignored/untracked markup, drawn on a blue background in the theme
};

const DARK: Readonly<Record<string, string | null>> = {
  '#e1e4e8': null, // the theme's text colour
  '#6a737d': '#8b949e', // 3.6:1 → 5.6:1 (comments)
  '#24292e': null, // carriage-return, drawn on a pink background in the theme
  '#2f363d': null, // ignored/untracked markup, drawn on a blue background in the theme
};

function fix(table: Readonly<Record<string, string | null>>, color: string | undefined): string | undefined {
  if (!color) return undefined;
  const key = color.toLowerCase();
  const fixed = table[key];
  return fixed === null ? undefined : (fixed ?? key);
}

/** The colour to draw a github-light token in, or `undefined` for the card's text colour. */
export function lightTokenColor(color: string | undefined): string | undefined {
  return fix(LIGHT, color);
}

/** The colour to draw a github-dark token in, or `undefined` for the card's text colour. */
export function darkTokenColor(color: string | undefined): string | undefined {
  return fix(DARK, color);
}
