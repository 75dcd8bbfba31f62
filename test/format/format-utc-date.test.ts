import { formatUtcDate, isoDay, parseUtcDate } from '../../src/format/format-utc-date';
import { DEFAULT_LABELS } from '../../src/labels/default-labels';

const months = DEFAULT_LABELS.date;

describe('formatUtcDate', () => {
  it.each([
    ['2025-07-10T00:00:00Z', '10 Jul 2025'],
    ['2025-07-10', '10 Jul 2025'],
    ['2025-01-31T23:30:00-02:00', '1 Feb 2025'],
    ['2025-03-01T00:30:00+01:00', '28 Feb 2025'],
    ['2024-12-31T23:59:59.999Z', '31 Dec 2024'],
    ['2025-07-10T08:00:00', '10 Jul 2025'],
    ['Thu, 10 Jul 2025 23:00:00 GMT', '10 Jul 2025'],
    ['10 Jul 2025', '10 Jul 2025'],
  ])('shows %s as %s, in UTC', (input, expected) => {
    expect(formatUtcDate(input, months)).toBe(expected);
  });

  it.each(['yesterday', '2025-02-30', '2025-13-01', '07/10/2025', '', '2025-07-10T25:00:00Z'])(
    'shows %j, which is not a date it can read, as it is',
    (input) => {
      expect(formatUtcDate(input, months)).toBe(input);
    },
  );

  it('does not depend on the machine time zone or locale', () => {
    // The zone-less time is read as UTC by the formatter, whatever TZ this process runs in.
    expect(parseUtcDate('2025-07-10T23:30:00')).toEqual({ year: 2025, month: 7, day: 10 });
    const french = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.'];
    expect(formatUtcDate('2025-07-10T00:00:00Z', ({ year, month, day }) => `${day} ${french[month - 1]} ${year}`)).toBe(
      '10 juil. 2025',
    );
  });

  it('gives a day for <time dateTime>', () => {
    expect(isoDay({ year: 2025, month: 7, day: 1 })).toBe('2025-07-01');
  });
});

describe('years before 100', () => {
  it.each([
    ['0000-01-01', '1 Jan 0000', '0000-01-01'],
    ['0099-12-31T23:00:00Z', '31 Dec 0099', '0099-12-31'],
    ['0050-06-15', '15 Jun 0050', '0050-06-15'],
  ])('%s stays in its own century', (text, shown, iso) => {
    expect(formatUtcDate(text, months)).toBe(shown);
    const date = parseUtcDate(text);
    expect(date && isoDay(date)).toBe(iso);
  });
});
