import { thrownMessage } from '../protocol/thrown-message';
import { sliceAtCodePoint } from '../protocol/well-formed-text';

/**
 * The JSON tree as a flat list of rows, computed without React. The walk is iterative (an
 * explicit stack), so a value nested 100,000 levels deep never overflows the call stack, and it
 * only visits what is visible: collapsed containers are counted, not walked.
 */

/** What one scalar row holds, for styling and for screen readers. */
export type JsonValueType =
  'string' | 'number' | 'boolean' | 'null' | 'undefined' | 'bigint' | 'unsupported' | 'circular' | 'unreadable';

/** A row key: an object's property name, an array's index, or `null` for the root. */
export type JsonRowLabel = string | number | null;

/** One drawn row of the tree. */
export type JsonRow =
  | {
      type: 'scalar';
      id: string;
      depth: number;
      label: JsonRowLabel;
      valueType: JsonValueType;
      text: string;
      hiddenChars: number;
    }
  | {
      type: 'open';
      id: string;
      depth: number;
      label: JsonRowLabel;
      container: 'object' | 'array';
      count: number;
      expanded: boolean;
    }
  | { type: 'close'; id: string; depth: number; container: 'object' | 'array' }
  | { type: 'more'; id: string; depth: number; parentId: string; shown: number; total: number };

/** What the user changed: expanded or collapsed containers, pages shown, strings revealed. */
export interface JsonTreeState {
  expanded: ReadonlyMap<string, boolean>;
  pages: ReadonlyMap<string, number>;
  revealedChars: ReadonlyMap<string, number>;
}

/** The budgets that keep a huge value cheap to draw. */
export interface JsonTreeBudget {
  /** Containers shallower than this open by default. */
  defaultExpandDepth: number;
  /** Children shown per page of one container. */
  pageSize: number;
  /** Default-open containers stay collapsed once this many rows are drawn. */
  maxRows: number;
  /** Characters of a string shown before its expander. */
  stringPreview: number;
}

/** Budgets used when a view does not set its own. */
export const DEFAULT_JSON_TREE_BUDGET: JsonTreeBudget = {
  defaultExpandDepth: 3,
  pageSize: 100,
  maxRows: 400,
  stringPreview: 400,
};

/** A tree nobody has touched yet. */
export const EMPTY_JSON_TREE_STATE: JsonTreeState = { expanded: new Map(), pages: new Map(), revealedChars: new Map() };

interface Frame {
  id: string;
  depth: number;
  container: object;
  kind: 'object' | 'array';
  /** The key at a position: arrays are indexed lazily, so `new Array(2 ** 32 - 1)` allocates nothing. */
  keyAt: (position: number) => string | number;
  count: number;
  next: number;
  end: number;
}

/** The id of the root row. */
export const ROOT_ROW_ID = '0:0:0';

function hashInto(seed: number, text: string, multiplier: number): number {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), multiplier) >>> 0;
  return hash;
}

/**
 * The id of a child row: its depth and a 64-bit hash of its path, built from the parent's id in
 * time proportional to the key. A path string would make ids of deep rows quadratic in size.
 */
export function childRowId(parentId: string, key: string | number): string {
  const [depth = '0', high = '0', low = '0'] = parentId.split(':');
  const part = typeof key === 'number' ? `#${key}` : `.${key}`;
  const nextHigh = hashInto(Number.parseInt(high, 36) ^ 0x9e3779b9, part, 0x01000193);
  const nextLow = hashInto(Number.parseInt(low, 36) ^ 0x85ebca6b, part, 0x5bd1e995);
  return `${Number(depth) + 1}:${nextHigh.toString(36)}:${nextLow.toString(36)}`;
}

function readChild(
  container: object,
  key: string | number,
): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: (container as Record<string | number, unknown>)[key] };
  } catch (error) {
    return { ok: false, message: thrownMessage(error) };
  }
}

/** Bidirectional controls (U+202E and kin) that could make a value read backwards. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A string (a value or a key) as JSON text, with bidi controls escaped so they show instead of reordering. */
export function quoteString(text: string): string {
  return JSON.stringify(text).replace(
    BIDI_CONTROLS,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function scalarRow(
  id: string,
  depth: number,
  label: JsonRowLabel,
  value: unknown,
  state: JsonTreeState,
  budget: JsonTreeBudget,
): JsonRow {
  switch (typeof value) {
    case 'string': {
      const shown = Math.max(budget.stringPreview, state.revealedChars.get(id) ?? 0);
      const visible = value.length > shown ? sliceAtCodePoint(value, shown) : value;
      return {
        type: 'scalar',
        id,
        depth,
        label,
        valueType: 'string',
        text: quoteString(visible),
        hiddenChars: value.length - visible.length,
      };
    }
    case 'number':
      return { type: 'scalar', id, depth, label, valueType: 'number', text: String(value), hiddenChars: 0 };
    case 'boolean':
      return { type: 'scalar', id, depth, label, valueType: 'boolean', text: String(value), hiddenChars: 0 };
    case 'bigint':
      return { type: 'scalar', id, depth, label, valueType: 'bigint', text: `${value}n`, hiddenChars: 0 };
    case 'undefined':
      return { type: 'scalar', id, depth, label, valueType: 'undefined', text: 'undefined', hiddenChars: 0 };
    case 'object':
      return { type: 'scalar', id, depth, label, valueType: 'null', text: 'null', hiddenChars: 0 };
    default:
      return { type: 'scalar', id, depth, label, valueType: 'unsupported', text: `[${typeof value}]`, hiddenChars: 0 };
  }
}

function containerKeys(value: object): { count: number; keyAt: (position: number) => string | number } {
  if (Array.isArray(value)) return { count: value.length, keyAt: (position) => position };
  const keys = Object.keys(value);
  return { count: keys.length, keyAt: (position) => keys[position] as string };
}

/**
 * The rows to draw for `value`, given what the user opened and the budgets. Cost is bounded by
 * the rows returned plus the key lists of the open containers, whatever the value's size.
 */
export function jsonRows(
  value: unknown,
  state: JsonTreeState = EMPTY_JSON_TREE_STATE,
  budget: JsonTreeBudget = DEFAULT_JSON_TREE_BUDGET,
): JsonRow[] {
  const rows: JsonRow[] = [];
  const stack: Frame[] = [];
  const ancestors = new Set<object>();

  const visit = (id: string, depth: number, label: JsonRowLabel, child: unknown): void => {
    if (typeof child !== 'object' || child === null) {
      rows.push(scalarRow(id, depth, label, child, state, budget));
      return;
    }
    if (ancestors.has(child)) {
      rows.push({ type: 'scalar', id, depth, label, valueType: 'circular', text: '[Circular]', hiddenChars: 0 });
      return;
    }
    let container: 'array' | 'object';
    let keys: { count: number; keyAt: (position: number) => string | number };
    try {
      container = Array.isArray(child) ? 'array' : 'object';
      keys = containerKeys(child);
    } catch (error) {
      // A revoked proxy or a throwing `ownKeys` trap: the tree shows it, never throws.
      rows.push({
        type: 'scalar',
        id,
        depth,
        label,
        valueType: 'unreadable',
        text: `[Unreadable: ${thrownMessage(error)}]`,
        hiddenChars: 0,
      });
      return;
    }
    const explicit = state.expanded.get(id);
    const expanded =
      explicit ??
      (depth < budget.defaultExpandDepth && rows.length + Math.min(keys.count, budget.pageSize) <= budget.maxRows);
    rows.push({ type: 'open', id, depth, label, container, count: keys.count, expanded });
    if (!expanded) return;
    const pages = Math.max(1, state.pages.get(id) ?? 1);
    ancestors.add(child);
    stack.push({
      id,
      depth,
      container: child,
      kind: container,
      keyAt: keys.keyAt,
      count: keys.count,
      next: 0,
      end: Math.min(keys.count, pages * budget.pageSize),
    });
  };

  visit(ROOT_ROW_ID, 0, null, value);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next < frame.end) {
      const key = frame.keyAt(frame.next);
      frame.next += 1;
      const id = childRowId(frame.id, key);
      const child = readChild(frame.container, key);
      if (child.ok) visit(id, frame.depth + 1, key, child.value);
      else
        rows.push({
          type: 'scalar',
          id,
          depth: frame.depth + 1,
          label: key,
          valueType: 'unreadable',
          text: `[Unreadable: ${child.message}]`,
          hiddenChars: 0,
        });
      continue;
    }
    stack.pop();
    ancestors.delete(frame.container);
    if (frame.end < frame.count) {
      rows.push({
        type: 'more',
        id: `${frame.id}:more`,
        depth: frame.depth + 1,
        parentId: frame.id,
        shown: frame.end,
        total: frame.count,
      });
    }
    rows.push({ type: 'close', id: `${frame.id}:close`, depth: frame.depth, container: frame.kind });
  }
  return rows;
}
