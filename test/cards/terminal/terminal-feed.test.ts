import { TerminalFeed, terminalSource } from '../../../src/cards/terminal/terminal-feed';
import { TAIL_FIRST_LINES } from '../../../src/cards/terminal/tail-first';
import { readTerminalFixture, terminalFixtureNames } from '../../ansi/terminal-fixtures';
import { numberedLog } from '../../support/numbered-log';
import { EscapeTokenizer } from '../../../src/ansi/escape-tokenizer';

const logOf = numberedLog;

function texts(feed: TerminalFeed): string[] {
  return Array.from({ length: feed.lineCount }, (_, index) => feed.lineText(index));
}

function fedInChunks(text: string, size: number): TerminalFeed {
  const feed = new TerminalFeed();
  for (let end = size; end < text.length + size; end += size) feed.sync({ kind: 'output', text: text.slice(0, end) });
  return feed;
}

describe('TerminalFeed', () => {
  it.each(terminalFixtureNames())(
    'gives the same lines for %s fed as a growing output 1, 7 or all characters at a time',
    (name) => {
      const text = readTerminalFixture(name);
      const whole = fedInChunks(text, text.length);
      const lines = Array.from({ length: whole.lineCount }, (_, index) => whole.line(index));
      for (const size of [1, 7]) {
        const feed = fedInChunks(text, size);
        expect(Array.from({ length: feed.lineCount }, (_, index) => feed.line(index))).toEqual(lines);
      }
    },
  );

  it.each([1_000, 100_000])('parses only the appended 100 lines of a %i-line log', (size) => {
    const feed = new TerminalFeed();
    const log = logOf(size);
    feed.sync({ kind: 'output', text: log });
    while (!feed.pump(1 << 20));
    const screen = feed.screen;
    const before = screen.processedChars;
    const chunk = logOf(100, size);
    feed.sync({ kind: 'output', text: log + chunk });
    expect(feed.screen).toBe(screen);
    expect(screen.processedChars - before).toBe(chunk.length);
    expect(feed.changedFrom).toBe(size);
    expect(feed.lineText(size + 99)).toBe(`line ${size + 99} ok`);
  });

  it("reads a long output's last lines and line count first, then parses it from the start in steps to the same lines", () => {
    const log = logOf(120_000);
    const feed = new TerminalFeed();
    feed.sync({ kind: 'output', text: log }, 100_000);
    expect(feed.pending).toBe(true);
    // Nothing parsed from the start yet, and the card already has its end and its size.
    expect(feed.screen.processedChars).toBe(0);
    expect(feed.lineCount).toBe(120_000);
    expect(feed.lineText(119_999)).toBe('line 119999 ok');
    expect(feed.lineText(120_000 - TAIL_FIRST_LINES)).toBe(`line ${120_000 - TAIL_FIRST_LINES} ok`);
    expect(feed.line(119_999).spans.at(-1)?.style.fg).toEqual({ kind: 'palette', index: 2 });
    // Lines the parse has not reached read as empty until it has.
    expect(feed.lineText(0)).toBe('');
    expect(feed.lineText(120_000 - TAIL_FIRST_LINES - 1)).toBe('');
    let steps = 0;
    const tailLine = feed.line(119_999);
    while (!feed.pump(100_000)) {
      steps += 1;
      expect(feed.lineCount).toBe(120_000);
      expect(feed.line(119_999)).toBe(tailLine);
    }
    expect(steps).toBeGreaterThan(10);
    const whole = new TerminalFeed();
    whole.sync({ kind: 'output', text: log }, Number.POSITIVE_INFINITY);
    expect(whole.pending).toBe(false);
    expect(texts(feed)).toEqual(texts(whole));
    expect(feed.line(119_999)).toEqual(whole.line(119_999));
    // The parsed lines take over from the tail's: that step says so.
    expect(feed.changedFrom).toBeLessThanOrEqual(120_000 - TAIL_FIRST_LINES);
  });

  it('parses a long output from the start within the budget when its line breaks cannot be counted', () => {
    // A cursor moving up rewrites lines: counting line breaks would be wrong, so no tail is read ahead.
    const log = `${logOf(5000)}\x1b[2Arewritten\n${logOf(5000, 5000)}`;
    const feed = new TerminalFeed();
    feed.sync({ kind: 'output', text: log }, 10_000);
    expect(feed.screen.processedChars).toBe(10_000);
    expect(feed.lineText(0)).toBe('line 0 ok');
    expect(feed.lineCount).toBeLessThan(1000);
    while (!feed.pump(10_000));
    const whole = new TerminalFeed();
    whole.sync({ kind: 'output', text: log }, Number.POSITIVE_INFINITY);
    expect(texts(feed)).toEqual(texts(whole));
  });

  it('takes output that grows before its parse is done into the tail it shows', () => {
    const feed = new TerminalFeed();
    const log = logOf(10_000);
    feed.sync({ kind: 'output', text: log }, 1000);
    expect(feed.lineCount).toBe(10_000);
    const version = feed.version;
    feed.sync({ kind: 'output', text: log + logOf(5, 10_000) }, 1000);
    expect(feed.version).toBeGreaterThan(version);
    expect(feed.lineCount).toBe(10_005);
    expect(feed.lineText(10_004)).toBe('line 10004 ok');
    expect(feed.changedFrom).toBeLessThanOrEqual(10_000 - TAIL_FIRST_LINES);
    while (!feed.pump(1000));
    const whole = new TerminalFeed();
    whole.sync({ kind: 'output', text: log + logOf(5, 10_000) }, Number.POSITIVE_INFINITY);
    expect(texts(feed)).toEqual(texts(whole));
  });

  it('writes nothing and keeps its version when the same output comes again', () => {
    const feed = new TerminalFeed();
    feed.sync({ kind: 'output', text: 'a\nb\n' });
    const { version, screen } = feed;
    const before = screen.processedChars;
    feed.sync({ kind: 'output', text: `a\n${'b'}\n` });
    expect(feed.version).toBe(version);
    expect(screen.processedChars).toBe(before);
  });

  it('starts a fresh screen when the output does not continue the previous one', () => {
    const feed = new TerminalFeed();
    feed.sync({ kind: 'output', text: 'first run\n' });
    const screen = feed.screen;
    feed.sync({ kind: 'output', text: 'second\n' });
    expect(feed.screen).not.toBe(screen);
    expect(texts(feed)).toEqual(['second']);
    expect(feed.changedFrom).toBe(0);
  });

  it('appends growing segments and marks the lines stderr wrote on', () => {
    const feed = new TerminalFeed();
    feed.sync({ kind: 'segments', segments: [{ stream: 'stdout', text: 'build\n' }] });
    feed.sync({ kind: 'segments', segments: [{ stream: 'stdout', text: 'build\nlink' }] });
    const screen = feed.screen;
    const before = screen.processedChars;
    feed.sync({
      kind: 'segments',
      segments: [
        { stream: 'stdout', text: 'build\nlink\n' },
        { stream: 'stderr', text: 'warning: x\n' },
        { stream: 'stdout', text: 'done\n' },
      ],
    });
    expect(feed.screen).toBe(screen);
    expect(screen.processedChars - before).toBe('\nwarning: x\ndone\n'.length);
    expect(texts(feed)).toEqual(['build', 'link', 'warning: x', 'done']);
    expect([0, 1, 2, 3].map((index) => feed.lineStream(index))).toEqual([undefined, undefined, 'stderr', undefined]);
  });

  it('starts over when an earlier segment changes', () => {
    const feed = new TerminalFeed();
    feed.sync({
      kind: 'segments',
      segments: [
        { stream: 'stderr', text: 'a\n' },
        { stream: 'stdout', text: 'b\n' },
      ],
    });
    const screen = feed.screen;
    feed.sync({
      kind: 'segments',
      segments: [
        { stream: 'stdout', text: 'a\n' },
        { stream: 'stdout', text: 'b\n' },
      ],
    });
    expect(feed.screen).not.toBe(screen);
    expect(feed.lineStream(0)).toBeUndefined();
  });

  it('reads segments when there are some, and output otherwise', () => {
    expect(terminalSource({ output: 'x', segments: [{ stream: 'stderr', text: 'y' }] })).toEqual({
      kind: 'segments',
      segments: [{ stream: 'stderr', text: 'y' }],
    });
    expect(terminalSource({ output: 'x', segments: [] })).toEqual({ kind: 'output', text: 'x' });
    expect(terminalSource({})).toEqual({ kind: 'output', text: '' });
  });

  it('copies its lines as plain text', () => {
    const feed = new TerminalFeed();
    feed.sync({ kind: 'output', text: '\x1b[31mred\x1b[0m\r\nprogress 10%\rprogress 100%\n' });
    expect(feed.plainText()).toBe('red\nprogress 100%');
  });
});

describe('TerminalFeed budgets', () => {
  it('writes only what a running command appends while its tail is shown, and ends with the same lines', () => {
    const log = logOf(10_000);
    const feed = new TerminalFeed();
    feed.sync({ kind: 'output', text: log }, 1000);
    const written = vi.spyOn(EscapeTokenizer.prototype, 'write');
    onTestFinished(() => written.mockRestore());
    let text = log;
    for (let chunk = 0; chunk < 20; chunk++) {
      const more = logOf(3, 10_000 + chunk * 3);
      text += more;
      written.mockClear();
      feed.sync({ kind: 'output', text }, 1000);
      // The appended lines only: not the whole output read again, and no parse in the render.
      expect(written.mock.calls.reduce((sum, [piece]) => sum + piece.length, 0)).toBe(more.length);
      expect(feed.lineCount).toBe(10_003 + chunk * 3);
      expect(feed.lineText(feed.lineCount - 1)).toBe(`line ${10_002 + chunk * 3} ok`);
    }
    written.mockRestore();
    expect(feed.screen.processedChars).toBe(0);
    while (!feed.pump(1000));
    const whole = new TerminalFeed();
    whole.sync({ kind: 'output', text }, Number.POSITIVE_INFINITY);
    expect(texts(feed)).toEqual(texts(whole));
  });

  it('parses from the start when what is appended to a shown tail moves the cursor up', () => {
    const log = logOf(10_000);
    const feed = new TerminalFeed();
    feed.sync({ kind: 'output', text: log }, 1000);
    const text = `${log}50%\n\x1b[1A\r100%\n`;
    feed.sync({ kind: 'output', text }, 1000);
    expect(feed.screen.processedChars).toBeGreaterThan(0);
    while (!feed.pump(1000));
    const whole = new TerminalFeed();
    whole.sync({ kind: 'output', text }, Number.POSITIVE_INFINITY);
    expect(texts(feed)).toEqual(texts(whole));
    expect(feed.lineText(10_000)).toBe('100%');
  });

  it("reads long segments' last lines first, stderr marked, then parses them in steps", () => {
    const log = logOf(60_000);
    const half = log.length / 2;
    const segments = [
      { stream: 'stdout' as const, text: log.slice(0, half) },
      { stream: 'stderr' as const, text: log.slice(half) },
    ];
    const feed = new TerminalFeed();
    feed.sync({ kind: 'segments', segments }, 100_000);
    expect(feed.pending).toBe(true);
    expect(feed.screen.processedChars).toBe(0);
    expect(feed.lineCount).toBe(60_000);
    expect(feed.lineText(59_999)).toBe('line 59999 ok');
    expect(feed.lineStream(59_999)).toBe('stderr');
    let steps = 0;
    while (!feed.pump(100_000)) steps += 1;
    expect(steps).toBeGreaterThan(5);
    const whole = new TerminalFeed();
    whole.sync({ kind: 'output', text: log }, Number.POSITIVE_INFINITY);
    expect(texts(feed)).toEqual(texts(whole));
    expect(feed.lineStream(0)).toBeUndefined();
    expect(feed.lineStream(59_999)).toBe('stderr');
  });

  it('keeps appending to segments that grow while their parse is still pending', () => {
    const feed = new TerminalFeed();
    const first = { stream: 'stdout' as const, text: logOf(1000) };
    feed.sync({ kind: 'segments', segments: [first] }, 100);
    const screen = feed.screen;
    feed.sync({ kind: 'segments', segments: [first, { stream: 'stderr', text: 'boom\n' }] }, 100);
    expect(feed.screen).toBe(screen);
    while (!feed.pump(1000));
    expect(feed.lineText(1000)).toBe('boom');
    expect(feed.lineStream(1000)).toBe('stderr');
    expect(feed.lineStream(999)).toBeUndefined();
  });

  it('marks only the line a stderr write moved up to, not every line below it', () => {
    const feed = new TerminalFeed();
    feed.sync({
      kind: 'segments',
      segments: [
        { stream: 'stdout', text: logOf(10) },
        { stream: 'stderr', text: '\x1b[5A\rERROR\x1b[5B' },
      ],
    });
    expect(feed.lineText(5)).toBe('ERROR5 ok');
    expect(Array.from({ length: feed.lineCount }, (_, index) => feed.lineStream(index))).toEqual(
      Array.from({ length: 10 }, (_, index) => (index === 5 ? 'stderr' : undefined)),
    );
  });
});
