import type { PhrasingContent } from 'mdast';
import { normalizeLabel } from './characters';
import { scanLinkDestination, scanLinkLabel, scanLinkTitle } from './link-parts';

/** A reference after a link text: which kind (spec 6.3: full, collapsed, shortcut), its raw label and where it ends. */
export interface ReferenceTail {
  type: 'full' | 'collapsed' | 'shortcut';
  label: string;
  end: number;
}

function skipWhitespace(text: string, index: number): number {
  let at = index;
  while (text[at] === ' ' || text[at] === '\t' || text[at] === '\n') at++;
  return at;
}

/** The inline part of a link after its `]` (spec 6.3): `(destination "title")`, both optional. */
export function linkTailAt(
  text: string,
  index: number,
): { end: number; url: string; title: string | null } | undefined {
  if (text[index] !== '(') return undefined;
  const start = skipWhitespace(text, index + 1);
  if (text[start] === ')') return { end: start + 1, url: '', title: null };
  const destination = scanLinkDestination(text, start);
  if (!destination) return undefined;
  const afterDestination = skipWhitespace(text, destination.end);
  if (text[afterDestination] === ')') return { end: afterDestination + 1, url: destination.value, title: null };
  // A title must be set off from the destination by whitespace.
  if (afterDestination === destination.end) return undefined;
  const title = scanLinkTitle(text, afterDestination);
  if (!title) return undefined;
  const close = skipWhitespace(text, title.end);
  return text[close] === ')' ? { end: close + 1, url: destination.value, title: title.value } : undefined;
}

/**
 * A reference after a link text at `index`, matched against the `defined` identifiers. The link
 * text's own label (`ownLabel`, undefined when the text cannot be a label) serves the collapsed
 * `[]` and the shortcut forms; a shortcut is only a shortcut when no label follows it.
 */
export function referenceAfter(
  text: string,
  index: number,
  ownLabel: string | undefined,
  defined: ReadonlySet<string>,
): ReferenceTail | undefined {
  if (text[index] === '[') {
    if (text[index + 1] === ']') {
      return ownLabel !== undefined && defined.has(normalizeLabel(ownLabel))
        ? { type: 'collapsed', label: ownLabel, end: index + 2 }
        : undefined;
    }
    const label = scanLinkLabel(text, index);
    if (label)
      return defined.has(normalizeLabel(label.value))
        ? { type: 'full', label: label.value, end: label.end }
        : undefined;
  }
  return ownLabel !== undefined && defined.has(normalizeLabel(ownLabel))
    ? { type: 'shortcut', label: ownLabel, end: index }
    : undefined;
}

/** The plain text of inline nodes, as an image's `alt` (text and code as written, images by their own alt). */
export function plainTextOf(nodes: readonly PhrasingContent[]): string {
  let text = '';
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as PhrasingContent;
    if (node.type === 'image' || node.type === 'imageReference') text += node.alt ?? '';
    else if ('value' in node) text += node.value;
    else if ('children' in node)
      for (let index = node.children.length - 1; index >= 0; index--)
        stack.push(node.children[index] as PhrasingContent);
  }
  return text;
}
