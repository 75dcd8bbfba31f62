/** Deepest level indented; deeper levels keep this indentation. */
const MAX_INDENT_DEPTH = 64;

/**
 * Longest text written (UTF-16 units), well under the engine's largest string: past it the text
 * ends with {@link CUT_MARK}. Only a value like `new Array(2 ** 32 - 1)`, whose JSON would be
 * gigabytes of `null`, gets there.
 */
const MAX_JSON_CHARS = 64 * 1024 * 1024;

/** What ends a text cut at {@link MAX_JSON_CHARS}. */
const CUT_MARK = '\n… (cut: too long to copy whole)';

/**
 * `JSON.stringify(value, null, indent)` without recursion, so "copy as JSON" works on values
 * nested far deeper than the call stack allows (V8's own stringify throws a RangeError there).
 * It follows JSON's rules (`toJSON`, `undefined` and functions skipped in objects and `null` in
 * arrays, non-finite numbers as `null`) and writes `"[Circular]"` instead of throwing on a cycle.
 */
export function stringifyJson(value: unknown, indent = 2): string {
  const out: string[] = [];
  let written = 0;
  const emit = (piece: string) => {
    written += piece.length;
    out.push(piece);
  };
  const unit = ' '.repeat(indent);
  const newline = indent > 0 ? '\n' : '';
  const separator = indent > 0 ? ': ' : ':';
  const ancestors = new Set<object>();
  // Indentation stops growing past a depth: indenting every level of a 100,000-deep value would
  // make the text quadratic in size (gigabytes). Whitespace means nothing in JSON, so it stays valid.
  const pad = (depth: number) => (indent > 0 ? unit.repeat(Math.min(depth, MAX_INDENT_DEPTH)) : '');

  interface Frame {
    container: object;
    /** Object keys; arrays are read by index, lazily, so a sparse one allocates nothing. */
    keys: readonly string[] | undefined;
    count: number;
    next: number;
    depth: number;
    isArray: boolean;
    wroteAny: boolean;
  }
  const stack: Frame[] = [];

  const prepare = (raw: unknown, key: string): unknown => {
    if (typeof raw === 'object' && raw !== null && typeof (raw as { toJSON?: unknown }).toJSON === 'function') {
      return (raw as { toJSON: (key: string) => unknown }).toJSON(key);
    }
    return raw;
  };

  /** Writes a scalar, or opens a container; returns false for a value JSON leaves out. */
  const write = (raw: unknown, depth: number): boolean => {
    switch (typeof raw) {
      case 'string':
        emit(JSON.stringify(raw));
        return true;
      case 'number':
        emit(Number.isFinite(raw) ? String(raw) : 'null');
        return true;
      case 'boolean':
        emit(String(raw));
        return true;
      case 'bigint':
        emit(JSON.stringify(`${raw}`));
        return true;
      case 'object': {
        if (raw === null) {
          emit('null');
          return true;
        }
        if (ancestors.has(raw)) {
          emit('"[Circular]"');
          return true;
        }
        const isArray = Array.isArray(raw);
        const keys = isArray ? undefined : Object.keys(raw);
        emit(isArray ? '[' : '{');
        ancestors.add(raw);
        stack.push({
          container: raw,
          keys,
          count: keys ? keys.length : (raw as unknown[]).length,
          next: 0,
          depth,
          isArray,
          wroteAny: false,
        });
        return true;
      }
      default:
        return false;
    }
  };

  if (!write(prepare(value, ''), 0)) return 'null';
  while (stack.length > 0) {
    if (written > MAX_JSON_CHARS) {
      emit(CUT_MARK);
      break;
    }
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next >= frame.count) {
      stack.pop();
      ancestors.delete(frame.container);
      if (frame.wroteAny) emit(newline + pad(frame.depth));
      emit(frame.isArray ? ']' : '}');
      continue;
    }
    const key: string | number = frame.keys ? (frame.keys[frame.next] as string) : frame.next;
    const rawChild = (frame.container as Record<string | number, unknown>)[key];
    frame.next += 1;
    const child = prepare(rawChild, String(key));
    const omitted = child === undefined || typeof child === 'function' || typeof child === 'symbol';
    if (omitted && !frame.isArray) continue;
    emit((frame.wroteAny ? ',' : '') + newline + pad(frame.depth + 1));
    frame.wroteAny = true;
    if (!frame.isArray) emit(JSON.stringify(key) + separator);
    if (omitted) emit('null');
    else write(child, frame.depth + 1);
  }
  return out.join('');
}
