import { parseAnsi } from '../../../src/ansi';
import { findLocations, MAX_LOCATION_SCAN_CHARS, type TextLocation } from '../../../src/cards/terminal/find-locations';
import { groupSpansAtLocations } from '../../../src/cards/terminal/span-pieces';
import { TerminalLocations } from '../../../src/cards/terminal/terminal-locations';
import { lineText, readTerminalFixture } from '../../ansi/terminal-fixtures';

/** Every location of a captured log, with the text each covers: what a reader would see as buttons. */
function locationsOf(name: string): { text: string; path: string; line?: number; column?: number }[] {
  const lines = parseAnsi(readTerminalFixture(name));
  const feed = {
    lineCount: lines.length,
    line: (index: number) => lines[index]!,
    lineText: (index: number) => lineText(lines[index]!),
  };
  const locations = new TerminalLocations(feed);
  return lines.flatMap((_, index) =>
    locations
      .at(index)
      .map(({ start, end, ...location }) => ({ text: feed.lineText(index).slice(start, end), ...location })),
  );
}

/** The located texts of one line. */
function located(text: string): string[] {
  return findLocations(text).map((location) => text.slice(location.start, location.end));
}

describe('file locations in real compiler, linter and test runner output', () => {
  it('finds tsc’s plain `path(line,col)` form', () => {
    expect(locationsOf('locations/tsc-plain.log')).toEqual([
      { text: 'src/a.ts(1,7)', path: 'src/a.ts', line: 1, column: 7 },
      { text: 'src/a.ts(2,41)', path: 'src/a.ts', line: 2, column: 41 },
    ]);
  });

  it('finds tsc --pretty’s `path:line:col`, coloured in three parts, and the summary’s first error', () => {
    expect(locationsOf('locations/tsc-pretty-short.log')).toEqual([
      { text: 'src/a.ts:1:7', path: 'src/a.ts', line: 1, column: 7 },
      { text: 'src/a.ts:2:41', path: 'src/a.ts', line: 2, column: 41 },
      { text: 'src/a.ts:1', path: 'src/a.ts', line: 1 },
    ]);
    const chalk = locationsOf('tsc-pretty.log');
    expect(chalk[0]).toEqual({
      text: 'chalk-5.4.1/source/index.js:1:24',
      path: 'chalk-5.4.1/source/index.js',
      line: 1,
      column: 24,
    });
    // No code frame line (`10 const GENERATOR = …`) or squiggle reads as a location.
    expect(chalk.every((location) => location.path.startsWith('chalk-5.4.1/'))).toBe(true);
  });

  it('links ESLint’s file heading, and each row’s `line:col` to the heading above it', () => {
    expect(locationsOf('locations/eslint-stylish.log')).toEqual([
      { text: '/tmp/locs/es/src/app.js', path: '/tmp/locs/es/src/app.js' },
      { text: '1:5', path: '/tmp/locs/es/src/app.js', line: 1, column: 5 },
      { text: '1:5', path: '/tmp/locs/es/src/app.js', line: 1, column: 5 },
      { text: '2:5', path: '/tmp/locs/es/src/app.js', line: 2, column: 5 },
      { text: '3:7', path: '/tmp/locs/es/src/app.js', line: 3, column: 7 },
      { text: '3:13', path: '/tmp/locs/es/src/app.js', line: 3, column: 13 },
      { text: '3:25', path: '/tmp/locs/es/src/app.js', line: 3, column: 25 },
      { text: '/tmp/locs/es/src/util.js', path: '/tmp/locs/es/src/util.js' },
      { text: '1:36', path: '/tmp/locs/es/src/util.js', line: 1, column: 36 },
    ]);
  });

  it('finds pytest’s `path:line:` failures, in the long and the short traceback', () => {
    const expected = [
      { text: 'tests/test_calc.py:4', path: 'tests/test_calc.py', line: 4 },
      { text: 'tests/test_calc.py:7', path: 'tests/test_calc.py', line: 7 },
      { text: 'app/calc.py:2', path: 'app/calc.py', line: 2 },
    ];
    expect(locationsOf('locations/pytest.log')).toEqual(expected);
    expect(locationsOf('locations/pytest-short.log')).toEqual(expected);
  });

  it('finds a Python traceback’s `File "…", line N` frames, but not `<string>`', () => {
    expect(locationsOf('locations/python-traceback.log')).toEqual([
      { text: '"/tmp/locs/py/app/calc.py", line 2', path: '/tmp/locs/py/app/calc.py', line: 2 },
    ]);
  });

  it('finds cargo’s `--> path:line:col`', () => {
    expect(locationsOf('locations/cargo.log')).toEqual([
      { text: 'src/main.rs:3:20', path: 'src/main.rs', line: 3, column: 20 },
      { text: 'src/main.rs:2:18', path: 'src/main.rs', line: 2, column: 18 },
    ]);
  });

  it('finds gcc’s `file:line:col:` with no directory, but not `a.c: In function`', () => {
    expect(locationsOf('locations/gcc.log').map((location) => location.text)).toEqual([
      'a.c:2:13',
      'a.c:3:12',
      'a.c:3:12',
    ]);
  });

  it('finds grep -n’s `path:line:` matches', () => {
    expect(locationsOf('grep-color.log')[0]).toEqual({
      text: 'chalk-5.4.1/source/index.js:34',
      path: 'chalk-5.4.1/source/index.js',
      line: 34,
    });
  });

  it.each([
    'locations/vite.log',
    'locations/ls-time.log',
    'locations/git-log.log',
    'ls-color.log',
    'git-diff-color.log',
    'escapes.log',
  ])('finds nothing in %s, whose URLs, ports, times and dates only look like locations', (name) => {
    expect(locationsOf(name)).toEqual([]);
  });
});

describe('other formats and look-alikes', () => {
  it('reads go, Node stack traces, Windows paths and a bare pytest file', () => {
    expect(findLocations('./main.go:10:2: undefined: x')).toEqual([
      { start: 0, end: 14, path: './main.go', line: 10, column: 2 },
    ]);
    expect(located('    at Object.<anonymous> (/srv/app/index.js:10:15)')).toEqual(['/srv/app/index.js:10:15']);
    expect(findLocations('C:\\src\\a.ts(12,5): error TS2322')).toEqual([
      { start: 0, end: 17, path: 'C:\\src\\a.ts', line: 12, column: 5 },
    ]);
    expect(located('test_x.py:42: AssertionError')).toEqual(['test_x.py:42']);
    expect(located('src/a.ts:3:1 and lib/b.rs:9:2')).toEqual(['src/a.ts:3:1', 'lib/b.rs:9:2']);
    expect(located('src/文件.ts:3:1')).toEqual(['src/文件.ts:3:1']);
  });

  it.each([
    'Local:   http://localhost:5173/',
    'see https://example.com/src/a.ts:12:5 for details',
    'listening on localhost:3000',
    'connected to 127.0.0.1:8080',
    'proxy example.com:8080',
    'started at 12:30:45',
    '2026-11-30T22:38:47Z',
    'bound to [::1]:8080 and fe80::1:2',
    'aspect ratio 16:9',
    'node:internal/modules/cjs/loader:1228:14',
    'HTTP/1.1 200 OK',
    'v1.2.3:4:5',
    'src/a.ts:0',
    '  File "<frozen runpy>", line 88, in _run_code',
    'tests/test_calc.py::test_ratio FAILED',
    'a.c: In function ‘main’:',
  ])('finds no location in %j', (text) => {
    expect(findLocations(text)).toEqual([]);
  });

  it('does not scan past the first characters of a very long line', () => {
    expect(findLocations(`${'x'.repeat(MAX_LOCATION_SCAN_CHARS)} src/a.ts:1:1`)).toEqual([]);
  });
});

describe('cutting a line’s spans at its locations', () => {
  const red = { fg: { kind: 'palette' as const, index: 1 } };

  it('keeps each span’s style inside and outside a location that crosses spans', () => {
    const [line] = parseAnsi('\x1b[96msrc/a.ts\x1b[0m:\x1b[93m1\x1b[0m:\x1b[93m7\x1b[0m - error');
    const location: TextLocation = { start: 0, end: 12, path: 'src/a.ts', line: 1, column: 7 };
    const groups = groupSpansAtLocations(line!.spans, [location]);
    expect(groups.map((group) => [group.location?.path, group.start, group.spans.map((span) => span.text)])).toEqual([
      ['src/a.ts', 0, ['src/a.ts', ':', '1', ':', '7']],
      [undefined, 12, [' - error']],
    ]);
    expect(groups[0]!.spans[0]!.style).toEqual({ fg: { kind: 'palette', index: 14 } });
  });

  it('cuts a span a location starts or ends inside', () => {
    const spans = [{ text: 'error in src/a.ts:3 here', style: red }];
    const groups = groupSpansAtLocations(spans, [{ start: 9, end: 19, path: 'src/a.ts', line: 3 }]);
    expect(groups.map((group) => group.spans.map((span) => span.text))).toEqual([
      ['error in '],
      ['src/a.ts:3'],
      [' here'],
    ]);
    expect(groups.every((group) => group.spans.every((span) => span.style === red))).toBe(true);
  });

  it('leaves a location over an OSC 8 link out: the link stays a link', () => {
    const spans = [{ text: 'src/a.ts:3', style: {}, href: 'https://example.com/a' }];
    expect(groupSpansAtLocations(spans, [{ start: 0, end: 10, path: 'src/a.ts', line: 3 }])).toEqual([
      { start: 0, spans },
    ]);
  });
});
