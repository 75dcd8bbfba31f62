import { thrownMessage } from './thrown-message';
import { isWellFormedText, toWellFormedText } from './well-formed-text';
import { isDenseArray } from './dense-array';

/**
 * Arrays longer than this with a hole are walked by their own keys: a sparse `new Array(2 ** 32 - 1)`
 * has none. A long array without holes is read by index: ten million numbers are ten million
 * reads, where their keys would be ten million strings.
 */
const DENSE_WALK_LIMIT = 1 << 20;

/** What replaces a value that could not be read (a throwing getter, a revoked proxy). */
export function unreadableText(error: unknown): string {
  return `[Unreadable: ${thrownMessage(error)}]`;
}

type Container = Record<string | number, unknown> | unknown[];

interface Frame {
  source: Container;
  isArray: boolean;
  /** Object keys, or the present indexes of a huge sparse array; `undefined` for a dense array (read by index). */
  keys: readonly (string | number)[] | undefined;
  count: number;
  next: number;
  /** The copy, made at the first child that changed; until then the source is kept as is. */
  copy: Container | undefined;
  /** Where the finished value goes in the parent: its key, or `undefined` for the root. */
  key: string | number | undefined;
}

/** Marks a container whose walk has started and not finished (an ancestor: a cycle leads back to it). */
const IN_PROGRESS = Symbol('in progress');

function put(target: Container, key: string | number, value: unknown): void {
  // defineProperty, not assignment: an own `__proto__` key (JSON.parse makes them) must stay a key.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function keyAt(frame: Frame, position: number): string | number {
  return frame.keys ? (frame.keys[position] as string | number) : position;
}

function readChild(source: Container, key: string | number): unknown {
  try {
    return (source as Record<string | number, unknown>)[key];
  } catch (error) {
    return unreadableText(error);
  }
}

function startCopy(frame: Frame): Container {
  if (frame.copy) return frame.copy;
  const copy: Container = frame.isArray ? new Array((frame.source as unknown[]).length) : {};
  // The children before this one were unchanged: read again (a plain property gives the same value;
  // a getter that now throws leaves its marker).
  for (let position = 0; position < frame.next - 1; position += 1) {
    const key = keyAt(frame, position);
    put(copy, key, readChild(frame.source, key));
  }
  frame.copy = copy;
  return copy;
}

function openFrame(child: Container, key: string | number | undefined): Frame {
  const isArray = Array.isArray(child);
  if (!isArray) {
    const keys = Object.keys(child);
    return { source: child, isArray, keys, count: keys.length, next: 0, copy: undefined, key };
  }
  const { length } = child as unknown[];
  if (length <= DENSE_WALK_LIMIT || isDenseArray(child as unknown[]))
    return { source: child, isArray, keys: undefined, count: length, next: 0, copy: undefined, key };
  const keys = Object.keys(child)
    .filter((name) => /^(0|[1-9]\d*)$/.test(name) && Number(name) < length)
    .map(Number);
  return { source: child, isArray, keys, count: keys.length, next: 0, copy: undefined, key };
}

/**
 * Deeper than this, or past this many values, the quick check leaves the answer to the full walk
 * (the budget bounds a shared structure whose paths multiply: 40 levels of `[x, x]`).
 */
const QUICK_DEPTH = 1_000;
const QUICK_BUDGET = 32_000_000;

/**
 * Whether `value` certainly needs nothing fixed: the quick path for the usual intent, by plain
 * recursion with no allocation. `false` means "not sure" (a lone surrogate, a read that throws, a
 * cycle, deep nesting, a huge or shared structure): the full walk decides.
 *
 * It walks every intent before its first render (alone, or inside `isSurelyValidAndWellFormed`
 * for what a schema takes as unknown), so it is written for the interpreter, which runs it on a
 * cold page: a plain object's keys by `for…in` (its own, as nothing else is enumerable on
 * `Object.prototype`; an inherited one would only be checked too) rather than an `Object.keys`
 * array per object, and strings checked where they are met rather than in a call of their own
 * (39,429 read lines: 12.8 → 8.0 ms in Node, cold, medians of six).
 */
export function isSurelyWellFormed(value: unknown): boolean {
  let budget = QUICK_BUDGET;
  const ancestors: object[] = [];
  const check = (child: object): boolean => {
    budget -= 1;
    if (budget <= 0 || ancestors.length >= QUICK_DEPTH || ancestors.includes(child)) return false;
    ancestors.push(child);
    if (Array.isArray(child)) {
      const { length } = child;
      budget -= length;
      if (budget <= 0) return false;
      for (let index = 0; index < length; index += 1) {
        const item: unknown = child[index];
        if (typeof item === 'string') {
          if (!isWellFormedText(item)) return false;
        } else if (typeof item === 'object' && item !== null) {
          if (!check(item)) return false;
        } else if (item === undefined && length > DENSE_WALK_LIMIT && !(index in child)) {
          // A hole of a long sparse array: the full walk reads its present keys instead.
          return false;
        }
      }
    } else if (!ArrayBuffer.isView(child)) {
      const prototype: unknown = Object.getPrototypeOf(child);
      // A class instance may have enumerable keys on its prototype chain: its own, by Object.keys.
      const keys = prototype === Object.prototype || prototype === null ? undefined : Object.keys(child);
      if (keys !== undefined) budget -= keys.length;
      for (const key in child) {
        if (keys === undefined) budget -= 1;
        else if (!Object.hasOwn(child, key)) continue;
        if (!isWellFormedText(key)) return false;
        const item: unknown = (child as Record<string, unknown>)[key];
        if (typeof item === 'string') {
          if (!isWellFormedText(item)) return false;
        } else if (typeof item === 'object' && item !== null && !check(item)) return false;
      }
    }
    ancestors.pop();
    return true;
  };
  try {
    if (typeof value === 'string') return isWellFormedText(value);
    return typeof value !== 'object' || value === null || check(value);
  } catch {
    // A getter or a proxy that throws: the full walk reads it again and marks it.
    return false;
  }
}

/**
 * `value` made safe to draw, once, where it enters the kit: every string (keys too) is
 * well-formed (lone surrogates become U+FFFD, as UTF-8 transport would make them, so the server
 * and the browser draw the same text), and a property that cannot be read (a throwing getter, a
 * revoked or throwing proxy) leaves `"[Unreadable: …]"` in its place. Returns `value` itself when
 * nothing needed fixing, so caches keyed on the intent keep working; otherwise a plain copy of
 * the containers that changed, the rest shared. Iterative and memoised by identity: deep
 * nesting, cycles and shared subtrees stay linear.
 *
 * An object is walked once: the answer is kept for it (weakly), so the same intent planned again
 * (a lazy card planned while its code loads, then once it has come; two cards of one intent) is
 * not walked again, and gets the same copy. Intents are values (`<ToolCard>` plans again for a
 * new object, not for a change made in place): an intent that needed a copy and is then changed
 * in place keeps the copy it was first made into.
 */
export function wellFormedValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return wellFormedWalk(value);
  if (answers.has(value)) return answers.get(value);
  const answer = wellFormedWalk(value);
  answers.set(value, answer);
  return answer;
}

/** The answer of {@link wellFormedValue} for each object it was asked about. */
const answers = new WeakMap<object, unknown>();

function wellFormedWalk(value: unknown): unknown {
  if (isSurelyWellFormed(value)) return value;
  const state = new Map<object, unknown>();
  const stack: Frame[] = [];
  let root: unknown;
  let rootSet = false;

  /** The finished value of a child, or `IN_PROGRESS` when a frame was pushed for it. */
  const visit = (child: unknown, key: string | number | undefined): unknown => {
    if (typeof child === 'string') return isWellFormedText(child) ? child : toWellFormedText(child);
    if (typeof child !== 'object' || child === null) return child;
    const known = state.get(child);
    // A cycle keeps pointing at the original: it is drawn as [Circular] all the same.
    if (known !== undefined) return known === IN_PROGRESS ? child : known;
    try {
      if (ArrayBuffer.isView(child)) return child;
      stack.push(openFrame(child as Container, key));
    } catch (error) {
      return unreadableText(error);
    }
    state.set(child, IN_PROGRESS);
    return IN_PROGRESS;
  };

  const settle = (
    parent: Frame | undefined,
    key: string | number | undefined,
    original: unknown,
    result: unknown,
  ): void => {
    if (parent === undefined) {
      root = result;
      rootSet = true;
      return;
    }
    const fixedKey = typeof key === 'string' && !isWellFormedText(key) ? toWellFormedText(key) : key;
    if (result !== original || fixedKey !== key) put(startCopy(parent), fixedKey as string | number, result);
    else if (parent.copy) put(parent.copy, key as string | number, result);
  };

  const first = visit(value, undefined);
  if (first !== IN_PROGRESS) return first;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next < frame.count) {
      const key = keyAt(frame, frame.next);
      frame.next += 1;
      let original: unknown;
      try {
        original = (frame.source as Record<string | number, unknown>)[key];
      } catch (error) {
        settle(frame, key, undefined, unreadableText(error));
        continue;
      }
      const result = visit(original, key);
      if (result !== IN_PROGRESS) settle(frame, key, original, result);
      continue;
    }
    stack.pop();
    const result = frame.copy ?? frame.source;
    state.set(frame.source, result);
    settle(stack[stack.length - 1], frame.key, frame.source, result);
  }
  return rootSet ? root : value;
}
