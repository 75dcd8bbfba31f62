import { thrownMessage } from './thrown-message';
import { toWellFormedText } from './well-formed-text';

/** Arrays longer than this are walked by their own keys: a sparse `new Array(2 ** 32 - 1)` has none. */
const DENSE_WALK_LIMIT = 1 << 20;

/** What replaces a value that could not be read (a throwing getter, a revoked proxy). */
export function unreadableText(error: unknown): string {
  return `[Unreadable: ${thrownMessage(error)}]`;
}

interface Frame {
  source: object;
  isArray: boolean;
  keys: readonly (string | number)[];
  next: number;
  /** Each child as read (once: a getter may not answer the same twice), until a copy is needed. */
  values: unknown[];
  /** The copy, made at the first child that changed; until then the source is kept as is. */
  copy: Record<string | number, unknown> | unknown[] | undefined;
  /** Where the finished value goes: the parent's key, or `undefined` for the root. */
  key: string | number | undefined;
}

function keysOf(value: object, isArray: boolean): (string | number)[] {
  if (!isArray) return Object.keys(value);
  const { length } = value as unknown[];
  if (length <= DENSE_WALK_LIMIT) return Array.from({ length }, (_, index) => index);
  return Object.keys(value).filter((key) => /^(0|[1-9]\d*)$/.test(key) && Number(key) < length).map(Number);
}

function put(target: Record<string | number, unknown> | unknown[], key: string | number, value: unknown): void {
  // defineProperty, not assignment: an own `__proto__` key (JSON.parse makes them) must stay a key.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function startCopy(frame: Frame): Record<string | number, unknown> | unknown[] {
  if (frame.copy) return frame.copy;
  const copy: Record<string | number, unknown> | unknown[] = frame.isArray ? new Array((frame.source as unknown[]).length) : {};
  frame.values.forEach((child, index) => put(copy, frame.keys[index] as string | number, child));
  frame.values = [];
  frame.copy = copy;
  return copy;
}

/**
 * `value` made safe to draw, once, where it enters the kit: every string (keys too) is
 * well-formed (lone surrogates become U+FFFD, as UTF-8 transport would make them, so the server
 * and the browser draw the same text), and every property is read once: a getter or proxy that
 * throws leaves `"[Unreadable: …]"` in its place. Returns `value` itself when nothing needed
 * fixing, so caches keyed on the intent keep working; otherwise a plain copy of what changed.
 * Iterative and memoised by identity: deep nesting, cycles and shared subtrees stay linear.
 */
export function wellFormedValue(value: unknown): unknown {
  const done = new Map<object, unknown>();
  const ancestors = new Set<object>();
  const stack: Frame[] = [];
  let root: unknown = value;

  // Returns the child's final value, or pushes a frame and returns `pending` when it is a container.
  const pending = Symbol('pending');
  const visit = (child: unknown, key: string | number | undefined): unknown => {
    if (typeof child === 'string') return toWellFormedText(child);
    if (typeof child !== 'object' || child === null) return child;
    if (done.has(child)) return done.get(child);
    if (ancestors.has(child)) return child;
    try {
      if (ArrayBuffer.isView(child)) return child;
      const isArray = Array.isArray(child);
      stack.push({ source: child, isArray, keys: keysOf(child, isArray), next: 0, values: [], copy: undefined, key });
      ancestors.add(child);
      return pending;
    } catch (error) {
      return unreadableText(error);
    }
  };

  const settle = (frame: Frame | undefined, key: string | number | undefined, original: unknown, result: unknown): void => {
    if (frame === undefined) {
      root = result;
      return;
    }
    const keyText = typeof key === 'string' ? toWellFormedText(key) : key;
    if (result !== original || keyText !== key) put(startCopy(frame), keyText as string | number, result);
    else if (frame.copy) put(frame.copy, key as string | number, result);
    else frame.values.push(result);
  };

  const first = visit(value, undefined);
  if (first !== pending) return first;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next < frame.keys.length) {
      const key = frame.keys[frame.next] as string | number;
      frame.next += 1;
      let original: unknown;
      let result: unknown;
      try {
        original = (frame.source as Record<string | number, unknown>)[key];
        result = visit(original, key);
      } catch (error) {
        original = undefined;
        result = unreadableText(error);
        // Force the copy: reading it again would throw again.
        put(startCopy(frame), typeof key === 'string' ? toWellFormedText(key) : key, result);
        continue;
      }
      if (result !== pending) settle(frame, key, original, result);
      continue;
    }
    stack.pop();
    ancestors.delete(frame.source);
    const result = frame.copy ?? frame.source;
    done.set(frame.source, result);
    settle(stack[stack.length - 1], frame.key, frame.source, result);
  }
  return root;
}
