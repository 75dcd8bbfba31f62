/**
 * Whether a result view's own fields already carry what the raw result content says, so the
 * card need not show the raw content too. A search never does (its card shows the lines its
 * results lack, such as a capped result's "Full result stored at" footer), nor a fetch with no
 * body, nor a bare result view.
 */
export function rawContentCarried(view: Record<string, unknown>): boolean {
  const filled = (value: unknown) =>
    Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.length > 0 : false;
  switch (view.card) {
    case 'generic':
      return filled(view.content);
    case 'terminal':
      return typeof view.output === 'string' || filled(view.segments);
    case 'diff':
      return filled(view.diffs) || filled(view.patch);
    case 'read':
      return Array.isArray(view.lines) || typeof view.text === 'string';
    case 'web':
      return view.kind === 'fetch' ? filled(view.content) : filled(view.sources) || filled(view.answer);
    default:
      return false;
  }
}
