/**
 * React's `useId` values in every format React has used: `_r_1a_` / `_R_1a_` (19.2+), `«r1»`
 * (19.1), `:r1:` / `:R1:` (18, 19.0), each possibly after an `identifierPrefix`. The client's
 * count goes on across every tree a test file renders, so the same card gets other ids after
 * other cards: these are what a snapshot must not hold.
 */
const REACT_ID = /_[rR]_[0-9a-zA-Z]*_|«[rR][0-9a-zA-Z]*»|:[rR][0-9a-zA-Z]*:/g;

/** True when `text` holds a React `useId` value. */
export function hasReactIds(text: string): boolean {
  REACT_ID.lastIndex = 0;
  return REACT_ID.test(text);
}

/** A function that renames each distinct React id to `tc-id-1`, `tc-id-2`… in order of first sight. */
export function idRenamer(): (text: string) => string {
  const names = new Map<string, string>();
  return (text) =>
    text.replace(REACT_ID, (id) => {
      let name = names.get(id);
      if (name === undefined) {
        name = `tc-id-${names.size + 1}`;
        names.set(id, name);
      }
      return name;
    });
}

/**
 * Markup (from `renderToString` or `innerHTML`) with React's `useId` values renamed in order of
 * appearance, so it is the same whatever rendered before it. References stay consistent:
 * an `id` and the `aria-labelledby` that points at it get the same new name. Only attribute
 * values are touched: a tool's output that happens to read `:r1:` stays as it is.
 */
export function normalizeIds(markup: string): string {
  const rename = idRenamer();
  return markup.replace(
    /(=")([^"]*)(")/g,
    (_match, open: string, value: string, close: string) => open + rename(value) + close,
  );
}
