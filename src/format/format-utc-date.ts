/** A calendar date in UTC. */
export interface UtcDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

// ISO 8601 as hosts send it: a date, optionally a time, optionally a zone. Anything looser is
// left to no parser: `Date.parse` reads zone-less or free-form strings in the machine's time
// zone (or not at all), which would change the markup between a server and a browser.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
// RFC 9110's HTTP date (`Thu, 10 Jul 2025 08:00:00 GMT`), which feeds and search APIs also use.
const HTTP_DATE =
  /^(?:[A-Za-z]{3},\s*)?(\d{1,2}) ([A-Za-z]{3}) (\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?\s*(GMT|UTC|Z|[+-]\d{4}))?$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function zoneOffsetMinutes(zone: string | undefined): number {
  if (zone === undefined || /^(z|gmt|utc)$/i.test(zone)) return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const hours = Number(digits.slice(1, 3));
  const minutes = digits.length > 3 ? Number(digits.slice(3, 5)) : 0;
  return sign * (hours * 60 + minutes);
}

function utcDateOf(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  zone: string | undefined,
): UtcDate | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return undefined;
  // Pure arithmetic on the arguments: no clock, no time zone, no locale. setUTCFullYear, not
  // Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // 31 February rolls into March; the calendar check catches it.
  if (date.getUTCMonth() !== month - 1 || Number.isNaN(date.getTime())) return undefined;
  date.setUTCHours(hour, minute - zoneOffsetMinutes(zone), second);
  if (Number.isNaN(date.getTime())) return undefined;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The UTC calendar date of an ISO 8601 or HTTP date string, or `undefined` when it is neither.
 * A time without a zone is taken as UTC, so the result never depends on the machine.
 */
export function parseUtcDate(text: string): UtcDate | undefined {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) {
    const [, year, month, day, hour, minute, second, zone] = iso;
    return utcDateOf(
      Number(year),
      Number(month),
      Number(day),
      Number(hour ?? 0),
      Number(minute ?? 0),
      Number(second ?? 0),
      zone,
    );
  }
  const http = HTTP_DATE.exec(trimmed);
  if (http) {
    const [, day, monthName, year, hour, minute, second, zone] = http;
    const month = MONTHS.indexOf((monthName ?? '').toLowerCase()) + 1;
    if (month === 0) return undefined;
    return utcDateOf(
      Number(year),
      month,
      Number(day),
      Number(hour ?? 0),
      Number(minute ?? 0),
      Number(second ?? 0),
      zone,
    );
  }
  return undefined;
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** A date as `YYYY-MM-DD`, for a `<time dateTime>` attribute. */
export function isoDay(date: UtcDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

/**
 * A date for display, the same on every machine: in UTC, spelled by `spell` (the labels' `date`:
 * `10 Jul 2025`, `2025년 7월 10일`), never by `Intl` or the locale. The year comes with four
 * digits. A string that is not a date comes back as it is, so nothing a host sent is hidden.
 */
export function formatUtcDate(
  text: string,
  spell: (date: { year: string; month: number; day: number }) => string,
): string {
  const date = parseUtcDate(text);
  if (date === undefined) return text;
  return spell({ year: String(date.year).padStart(4, '0'), month: date.month, day: date.day });
}
