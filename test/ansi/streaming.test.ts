import { createAnsiScreen, parseAnsi, type AnsiScreen } from '../../src/ansi';
import { numberedLog } from '../support/numbered-log';
import { lineText } from './terminal-fixtures';

function allLines(screen: AnsiScreen) {
  return Array.from({ length: screen.lineCount }, (_, index) => screen.line(index));
}

const logOf = (lineCount: number, from = 0) => numberedLog(lineCount, from, { palette: true });

// Every kind of sequence, so that cutting it anywhere lands inside each one at some point.
const SAMPLER =
  'a\x1b[1;38;2;1;2;3mb\x1b[0m c\x1b]8;id=1;https://example.com/x;y\x1b\\link\x1b]8;;\x07 d' +
  '\x1bP1$r0m\x1b\\e\x1b_apc\x07f\x1b^pm\x1b\\g\x1bXsos\x1b\\h\x1b(Bi\x1b=j\x1b7k\x1b[?25l' +
  'l\x1b[38:2::9:8:7mm\x1b[0K\r\n😀 n\r\x1b[2Co\x1b[1Ap\n';

describe('streaming', () => {
  it('gives the same lines whatever two pieces a log is cut into', () => {
    const whole = JSON.stringify(parseAnsi(SAMPLER));
    for (let cut = 0; cut <= SAMPLER.length; cut++) {
      const screen = createAnsiScreen();
      screen.write(SAMPLER.slice(0, cut));
      screen.write(SAMPLER.slice(cut));
      expect(JSON.stringify(allLines(screen)), `cut at ${cut}`).toBe(whole);
    }
  });

  it('never shows part of a sequence cut off at the end of a chunk', () => {
    const screen = createAnsiScreen();
    const pieces = ['ok \x1b', '[3', '1', 'mred \x1b]8;;https://exa', 'mple.com\x1b', '\\link\x1b]8', ';;\x1b\\'];
    for (const piece of pieces) {
      screen.write(piece);
      for (const line of allLines(screen)) expect(lineText(line)).not.toMatch(/[\x1b[\]\\;]|\d/);
    }
    expect(screen.line(0).spans).toEqual([
      { text: 'ok ', style: {} },
      { text: 'red ', style: { fg: { kind: 'palette', index: 1 } } },
      { text: 'link', style: { fg: { kind: 'palette', index: 1 } }, href: 'https://example.com/' },
    ]);
  });

  it('keeps a surrogate pair cut between chunks as one character', () => {
    const screen = createAnsiScreen();
    const emoji = '😀';
    screen.write(`a${emoji[0]}`);
    screen.write(`${emoji[1]}b\bX`);
    expect(lineText(screen.line(0))).toBe('a😀X');
  });

  it.each([1_000, 100_000])('costs only the chunk to append 100 lines to a %i-line log', (size) => {
    const screen = createAnsiScreen();
    screen.write(logOf(size));
    const before = screen.processedChars;
    const chunk = logOf(100, size);
    screen.write(chunk);
    expect(screen.processedChars - before).toBe(chunk.length);
    expect(screen.firstChangedLine).toBe(size);
    expect(screen.lineCount).toBe(size + 100);
    expect(lineText(screen.line(size + 99))).toBe(`line ${size + 99} ok #`);
  });

  it('costs the same work to append to a 100,000-line log as to a 1,000-line log', () => {
    const work = (size: number) => {
      const screen = createAnsiScreen();
      screen.write(logOf(size));
      const before = screen.processedChars;
      screen.write('\x1b[33mmore\x1b[0m\n'.repeat(100));
      return screen.processedChars - before;
    };
    expect(work(100_000)).toBe(work(1_000));
  });

  it('copes with one very long line, such as a minified file', () => {
    const screen = createAnsiScreen();
    const piece = `${'x'.repeat(1_000)}\x1b[31my\x1b[0m`;
    for (let i = 0; i < 2_000; i++) screen.write(piece);
    expect(screen.lineCount).toBe(1);
    const spans = screen.line(0).spans;
    // 4,000 style changes: past the span budget the rest of the line is one span, and says so.
    expect(spans).toHaveLength(1_000);
    expect(screen.line(0).stylesMerged).toBe(true);
    expect(spans.reduce((sum, span) => sum + span.text.length, 0)).toBe(2_002_000);
    const before = screen.processedChars;
    screen.write('tail');
    expect(screen.processedChars - before).toBe(4);
    expect(screen.line(0).spans.at(-1)!.text.endsWith('ytail')).toBe(true);
  });
});
