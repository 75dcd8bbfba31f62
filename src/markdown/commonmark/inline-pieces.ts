import type { PhrasingContent, Text } from 'mdast';

/** A run of `*` or `_` that may open or close emphasis (spec 6.2, "delimiter run"). */
export interface DelimiterRun {
  char: '*' | '_';
  /** Delimiters still unused. */
  left: number;
  /** The run's length as written, for the "multiple of 3" rule. */
  length: number;
  canOpen: boolean;
  canClose: boolean;
}

/**
 * One inline node in a paragraph's running list. Brackets and delimiter runs start as text
 * pieces and are turned into links and emphasis later (spec 6.3 and "process emphasis"), which
 * wraps the pieces between them: a doubly linked list makes each wrap cost the pieces it wraps.
 */
export interface InlinePiece {
  node: PhrasingContent;
  previous: InlinePiece | undefined;
  next: InlinePiece | undefined;
  /** Increases from left to right, so "is this piece before that one" is a comparison. */
  order: number;
  run: DelimiterRun | undefined;
}

/** Appends `node` to `children`, joining it to a text node it follows (mdast has no adjacent text nodes). */
export function appendPhrasing(children: PhrasingContent[], node: PhrasingContent): void {
  const last = children[children.length - 1];
  if (node.type === 'text') {
    if (node.value === '') return;
    if (last?.type === 'text') {
      last.value += node.value;
      return;
    }
  }
  children.push(node);
}

/** The running list of a paragraph's inline pieces, from a head piece that holds nothing. */
export class PieceList {
  readonly head: InlinePiece = {
    node: { type: 'text', value: '' },
    previous: undefined,
    next: undefined,
    order: -1,
    run: undefined,
  };
  private tail: InlinePiece = this.head;
  private count = 0;

  /** Adds a node at the end. */
  append(node: PhrasingContent, run?: DelimiterRun): InlinePiece {
    const piece: InlinePiece = { node, previous: this.tail, next: undefined, order: this.count++, run };
    this.tail.next = piece;
    this.tail = piece;
    return piece;
  }

  /** Takes a piece out of the list. */
  remove(piece: InlinePiece): void {
    if (piece.previous) piece.previous.next = piece.next;
    if (piece.next) piece.next.previous = piece.previous;
    else this.tail = piece.previous ?? this.head;
  }

  /**
   * Takes the pieces strictly between `after` and `before` (or to the end when `before` is
   * undefined) out of the list, and returns their nodes, text joined.
   */
  cut(after: InlinePiece, before: InlinePiece | undefined): { nodes: PhrasingContent[]; firstOrder: number } {
    const nodes: PhrasingContent[] = [];
    let piece = after.next;
    const firstOrder = piece && piece !== before ? piece.order : after.order;
    while (piece && piece !== before) {
      appendPhrasing(
        nodes,
        piece.node.type === 'text' ? ({ type: 'text', value: (piece.node as Text).value } as Text) : piece.node,
      );
      piece = piece.next;
    }
    after.next = before;
    if (before) before.previous = after;
    else this.tail = after;
    return { nodes, firstOrder };
  }

  /** Puts `node` right after `after`, ordered as `order`. */
  insertAfter(after: InlinePiece, node: PhrasingContent, order: number): InlinePiece {
    const piece: InlinePiece = { node, previous: after, next: after.next, order, run: undefined };
    if (after.next) after.next.previous = piece;
    else this.tail = piece;
    after.next = piece;
    return piece;
  }
}

/**
 * The "rule of 3" (spec 6.2, rules 9 and 10): a run that can both open and close may not pair with a partner whose
 * lengths sum to a multiple of 3, unless both are.
 */
function breaksRuleOfThree(opener: DelimiterRun, closer: DelimiterRun): boolean {
  if (!opener.canClose && !closer.canOpen) return false;
  return (opener.left + closer.left) % 3 === 0 && !(opener.left % 3 === 0 && closer.left % 3 === 0);
}

/**
 * The spec's "process emphasis" (6.2 and appendix A) over the pieces after `bottom`: each closer
 * is paired with the nearest opener it may pair with, and the pieces between become the
 * emphasis' (or strong emphasis') children. Where a closer found no opener is remembered per kind
 * of closer, so a later search stops there and the whole pass stays linear.
 */
export function processEmphasis(list: PieceList, bottom: InlinePiece): void {
  const searchedDownTo = new Map<string, number>();
  let current = bottom.next;
  while (current) {
    const closer = current.run;
    if (!closer?.canClose) {
      current = current.next;
      continue;
    }
    const kind = `${closer.char}${closer.canOpen ? 1 : 0}${closer.left % 3}`;
    const floor = Math.max(bottom.order, searchedDownTo.get(kind) ?? -1);
    let candidate = current.previous;
    while (candidate && candidate !== bottom && candidate.order > floor) {
      const run = candidate.run;
      if (run?.canOpen && run.char === closer.char && !breaksRuleOfThree(run, closer)) break;
      candidate = candidate.previous;
    }
    const opener = candidate && candidate !== bottom && candidate.order > floor ? candidate : undefined;
    if (!opener?.run) {
      searchedDownTo.set(kind, current.previous?.order ?? bottom.order);
      if (!closer.canOpen) current.run = undefined;
      current = current.next;
      continue;
    }
    const openRun = opener.run;
    const used = openRun.left >= 2 && closer.left >= 2 ? 2 : 1;
    openRun.left -= used;
    closer.left -= used;
    (opener.node as Text).value = openRun.char.repeat(openRun.left);
    (current.node as Text).value = closer.char.repeat(closer.left);
    const { nodes, firstOrder } = list.cut(opener, current);
    list.insertAfter(opener, { type: used === 2 ? 'strong' : 'emphasis', children: nodes }, firstOrder);
    if (openRun.left === 0) list.remove(opener);
    if (closer.left === 0) {
      const next = current.next;
      list.remove(current);
      current = next;
    }
  }
  for (let piece = bottom.next; piece; piece = piece.next) piece.run = undefined;
}
