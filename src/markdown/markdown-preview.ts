/**
 * The start of a Markdown text for a collapsed preview, cut at a block boundary near `budget`
 * characters (the first blank line past half the budget, else the last line break before it),
 * or `undefined` when the text is short enough to show whole. Cut text is still valid Markdown:
 * an open list, quote or fence simply ends where the preview does.
 */
export function markdownPreview(text: string, budget: number): string | undefined {
  if (text.length <= budget * 1.5) return undefined;
  const blank = text.indexOf('\n\n', Math.floor(budget / 2));
  if (blank >= 0 && blank <= budget * 1.5) return text.slice(0, blank).trimEnd();
  const newline = text.lastIndexOf('\n', budget);
  if (newline > budget / 4) return text.slice(0, newline).trimEnd();
  // One long line: cut on a space if there is one nearby, never inside a surrogate pair.
  const space = text.lastIndexOf(' ', budget);
  let end = space > budget / 2 ? space : budget;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
