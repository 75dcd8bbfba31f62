import type { ToolCardLabels } from '../labels/tool-card-labels';

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * A duration for the card header, the same on every machine: no `Intl`, no locale, no time
 * zone; the units are the labels' (`420 ms`, `1.2 s`, `12 s`, `2m 05s`, `1h 02m` in English,
 * `12초`, `2分05秒` in the packs).
 */
export function formatDuration(ms: number, units: ToolCardLabels['duration']): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  // Rounded first: 999.6 ms is a second (`1.0 s`), not `1000 ms`.
  if (Math.round(ms) < 1000) return units.milliseconds(String(Math.round(ms)));
  const tenths = Math.round(ms / 100);
  if (tenths < 100) return units.seconds(`${Math.floor(tenths / 10)}.${tenths % 10}`);
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return units.seconds(String(seconds));
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return units.minutes(String(minutes), pad2(seconds % 60));
  return units.hours(String(Math.floor(minutes / 60)), pad2(minutes % 60));
}
