/** Deepest level indented; deeper levels keep this indentation. */
const MAX_INDENT_DEPTH = 64;

/**
 * `JSON.stringify(value, null, indent)` without recursion, so "copy as JSON" works on values
 * nested far deeper than the call stack allows (V8's own stringify throws a RangeError there).
 * It follows JSON's rules (`toJSON`, `undefined` and functions skipped in objects and `null` in
 * arrays, non-finite numbers as `null`) and writes `"[Circular]"` instead of throwing on a cycle.
 */
export function stringifyJson(value: unknown, indent = 2): string {
  const out: string[] = [];
  const unit = ' '.repeat(indent);
  const newline = indent > 0 ? '\n' : '';
  const separator = indent > 0 ? ': ' : ':';
  const ancestors = new Set<object>();
  // Indentation stops growing past a depth: indenting every level of a 100,000-deep value would
  // make the text quadratic in size (gigabytes). Whitespace means nothing in JSON, so it stays valid.
  const pad = (depth: number) => (indent > 0 ? unit.repeat(Math.min(depth, MAX_INDENT_DEPTH)) : '');

  interface Frame {
    container: object;
    entries: [string | number, unknown][];
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
        out.push(JSON.stringify(raw));
        return true;
      case 'number':
        out.push(Number.isFinite(raw) ? String(raw) : 'null');
        return true;
      case 'boolean':
        out.push(String(raw));
        return true;
      case 'bigint':
        out.push(JSON.stringify(`${raw}`));
        return true;
      case 'object': {
        if (raw === null) {
          out.push('null');
          return true;
        }
        if (ancestors.has(raw)) {
          out.push('"[Circular]"');
          return true;
        }
        const isArray = Array.isArray(raw);
        const entries: [string | number, unknown][] = isArray
          ? (raw as unknown[]).map((item, index) => [index, item])
          : Object.keys(raw).map((key) => [key, (raw as Record<string, unknown>)[key]]);
        out.push(isArray ? '[' : '{');
        ancestors.add(raw);
        stack.push({ container: raw, entries, next: 0, depth, isArray, wroteAny: false });
        return true;
      }
      default:
        return false;
    }
  };

  if (!write(prepare(value, ''), 0)) return 'null';
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next >= frame.entries.length) {
      stack.pop();
      ancestors.delete(frame.container);
      if (frame.wroteAny) out.push(newline + pad(frame.depth));
      out.push(frame.isArray ? ']' : '}');
      continue;
    }
    const [key, rawChild] = frame.entries[frame.next] as [string | number, unknown];
    frame.next += 1;
    const child = prepare(rawChild, String(key));
    const omitted = child === undefined || typeof child === 'function' || typeof child === 'symbol';
    if (omitted && !frame.isArray) continue;
    out.push((frame.wroteAny ? ',' : '') + newline + pad(frame.depth + 1));
    frame.wroteAny = true;
    if (!frame.isArray) out.push(JSON.stringify(key) + separator);
    if (omitted) out.push('null');
    else write(child, frame.depth + 1);
  }
  return out.join('');
}
