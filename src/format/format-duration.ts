function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * A duration for the card header, the same on every machine: no `Intl`, no locale, no time
 * zone. `420 ms`, `1.2 s`, `12 s`, `2m 05s`, `1h 02m`.
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  // Rounded first: 999.6 ms is a second (`1.0 s`), not `1000 ms`.
  if (Math.round(ms) < 1000) return `${Math.round(ms)} ms`;
  const tenths = Math.round(ms / 100);
  if (tenths < 100) return `${Math.floor(tenths / 10)}.${tenths % 10} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${pad2(seconds % 60)}s`;
  return `${Math.floor(minutes / 60)}h ${pad2(minutes % 60)}m`;
}
