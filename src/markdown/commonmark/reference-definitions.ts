import type { Definition } from 'mdast';
import { decodeString, normalizeLabel } from './characters';
import { scanLinkDestination, scanLinkLabel, scanLinkTitle, skipSpacesAndOneLineEnding } from './link-parts';

/** Past spaces and tabs, then at a line ending or the end: where that line ending ends, else -1. */
function lineEndAfterSpaces(text: string, index: number): number {
  let at = index;
  while (text[at] === ' ' || text[at] === '\t') at++;
  if (at === text.length) return at;
  return text[at] === '\n' ? at + 1 : -1;
}

/** One link reference definition at `start` of a paragraph's text (spec 4.7), and where it ends. */
function definitionAt(text: string, start: number): { end: number; node: Definition } | undefined {
  const label = scanLinkLabel(text, start);
  if (label === undefined || text[label.end] !== ':') return undefined;
  const destination = scanLinkDestination(text, skipSpacesAndOneLineEnding(text, label.end + 1));
  if (destination === undefined) return undefined;
  const node = (title: string | null): Definition => ({
    type: 'definition',
    identifier: normalizeLabel(label.value),
    label: decodeString(label.value),
    url: destination.value,
    title,
  });
  // A title must be set off from the destination by whitespace, and nothing but spaces may follow it.
  const titleStart = skipSpacesAndOneLineEnding(text, destination.end);
  if (titleStart > destination.end) {
    const title = scanLinkTitle(text, titleStart);
    const end = title === undefined ? -1 : lineEndAfterSpaces(text, title.end);
    if (title !== undefined && end >= 0) return { end, node: node(title.value) };
  }
  // What follows is not a title: the definition stands without one if its line ends here.
  const end = lineEndAfterSpaces(text, destination.end);
  return end >= 0 ? { end, node: node(null) } : undefined;
}

/** A definition taken from a paragraph, with the lines it spans counted from the paragraph's first (0). */
export interface TakenDefinition {
  node: Definition;
  firstLine: number;
  lastLine: number;
}

function lineEndingsIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at >= 0 && at < to; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/**
 * The link reference definitions a paragraph's text starts with (spec 4.7: they may only open a
 * paragraph, one after another), and the text left after them, which is the paragraph proper.
 */
export function takeDefinitions(text: string): { definitions: TakenDefinition[]; rest: string } {
  const definitions: TakenDefinition[] = [];
  let at = 0;
  let line = 0;
  for (;;) {
    let start = at;
    while (text[start] === ' ' || text[start] === '\t') start++;
    if (text[start] !== '[') break;
    const found = definitionAt(text, start);
    if (found === undefined) break;
    // A definition ends after its line ending (or at the end of the text): its last line is the one before.
    const lines = lineEndingsIn(text, start, found.end);
    const spanned = found.end === text.length && text[found.end - 1] !== '\n' ? lines : lines - 1;
    definitions.push({ node: found.node, firstLine: line, lastLine: line + spanned });
    line += lines;
    at = found.end;
  }
  return { definitions, rest: at === 0 ? text : text.slice(at) };
}
