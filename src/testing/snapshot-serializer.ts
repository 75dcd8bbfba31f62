import { hasReactIds, idRenamer, normalizeIds } from './normalize-ids';

/**
 * A vitest / Jest snapshot serializer (pretty-format's plugin shape), generic over the printer's
 * config and refs so that it fits either runner's types without depending on them.
 */
export interface SnapshotSerializer {
  /** Whether this serializer handles `value`. */
  test(value: unknown): boolean;
  /** Prints `value`, handing the normalized copy back to the printer. */
  serialize<Config, Refs>(
    value: unknown,
    config: Config,
    indentation: string,
    depth: number,
    refs: Refs,
    printer: (value: unknown, config: Config, indentation: string, depth: number, refs: Refs) => string,
  ): string;
}

const ELEMENT_NODE = 1;
const DOCUMENT_FRAGMENT_NODE = 11;
/** Copies already renamed: the printer prints them as DOM, without coming back here. */
const renamed = new WeakSet<object>();

function isElementOrFragment(value: unknown): value is Element | DocumentFragment {
  if (typeof value !== 'object' || value === null) return false;
  const nodeType = (value as { nodeType?: unknown }).nodeType;
  return nodeType === ELEMENT_NODE || nodeType === DOCUMENT_FRAGMENT_NODE;
}

function attributesHoldIds(node: Element | DocumentFragment): boolean {
  const elements =
    node.nodeType === ELEMENT_NODE ? [node as Element, ...node.querySelectorAll('*')] : [...node.querySelectorAll('*')];
  return elements.some((element) => [...element.attributes].some((attribute) => hasReactIds(attribute.value)));
}

function renameIdsIn(node: Element | DocumentFragment): Element | DocumentFragment {
  const copy = node.cloneNode(true) as Element | DocumentFragment;
  const rename = idRenamer();
  const elements =
    copy.nodeType === ELEMENT_NODE ? [copy as Element, ...copy.querySelectorAll('*')] : [...copy.querySelectorAll('*')];
  for (const element of elements) {
    for (const attribute of [...element.attributes]) {
      if (hasReactIds(attribute.value)) element.setAttribute(attribute.name, rename(attribute.value));
    }
  }
  renamed.add(copy);
  return copy;
}

/**
 * Makes snapshots of cards independent of test order: React's `useId` values (which depend on
 * everything the test file rendered before) become `tc-id-1`, `tc-id-2`… in order of
 * appearance, in DOM nodes (a Testing Library `container` or `asFragment()`) and in markup
 * strings (`renderToString`). Register it with `expect.addSnapshotSerializer`.
 */
export const toolcardsSnapshotSerializer: SnapshotSerializer = {
  test(value) {
    if (typeof value === 'string') return normalizeIds(value) !== value;
    return isElementOrFragment(value) && !renamed.has(value) && attributesHoldIds(value);
  },
  serialize(value, config, indentation, depth, refs, printer) {
    const normalized =
      typeof value === 'string' ? normalizeIds(value) : renameIdsIn(value as Element | DocumentFragment);
    return printer(normalized, config, indentation, depth, refs);
  },
};
