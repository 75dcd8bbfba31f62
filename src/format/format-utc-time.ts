function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * A time of day in UTC, `12:03:04 UTC`, from milliseconds since the epoch: the same on every
 * machine (no `Intl`, no locale, no time zone), so a server and a browser draw the same markup.
 */
export function formatUtcTime(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())} UTC`;
}
