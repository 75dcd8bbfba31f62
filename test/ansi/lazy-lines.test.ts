import { createAnsiScreen } from '../../src/ansi';
import { EscapeTokenizer } from '../../src/ansi/escape-tokenizer';
import { numberedLog } from '../support/numbered-log';
import { lineText } from './terminal-fixtures';

/** Characters read again to build line views while `read` runs. */
function rereadDuring(read: () => void): number {
  const reread = vi.spyOn(EscapeTokenizer.prototype, 'read');
  try {
    read();
    return reread.mock.calls.reduce((sum, [text]) => sum + text.length, 0);
  } finally {
    reread.mockRestore();
  }
}

describe('lines kept as places in the output', () => {
  it('builds spans only for the lines asked for, once while they do not change', () => {
    const screen = createAnsiScreen();
    const log = numberedLog(10_000, 0, { palette: true });
    expect(rereadDuring(() => screen.write(log))).toBe(0);
    const line = screen.line(5000);
    expect(lineText(line)).toBe('line 5000 ok #');
    expect(rereadDuring(() => screen.line(5000))).toBe(0);
    expect(screen.line(5000)).toBe(line);
    // A line written straight through is read again alone: its own characters, not the log's.
    expect(rereadDuring(() => screen.line(7000))).toBe(log.split('\n')[7000]!.length);
  });

  it('gives the spans a line had when written, whatever style came after it', () => {
    const screen = createAnsiScreen();
    screen.write('\x1b[31mred\nstill red\x1b[0m plain\n\x1b[1mbold');
    screen.write(' more\x1b[0m\n');
    expect(screen.line(0).spans).toEqual([{ text: 'red', style: { fg: { kind: 'palette', index: 1 } } }]);
    expect(screen.line(1).spans).toEqual([
      { text: 'still red', style: { fg: { kind: 'palette', index: 1 } } },
      { text: ' plain', style: {} },
    ]);
    expect(screen.line(2).spans).toEqual([{ text: 'bold more', style: { bold: true } }]);
  });

  it('reads a line again when the cursor comes back to rewrite it, and keeps what it had', () => {
    const screen = createAnsiScreen();
    screen.write('\x1b[32mone\x1b[0m\ntwo\nthree\n');
    screen.write('\x1b[3A\x1b[2CX\n');
    expect(screen.line(0).spans).toEqual([
      { text: 'on', style: { fg: { kind: 'palette', index: 2 } } },
      { text: 'X', style: {} },
    ]);
    expect([1, 2].map((index) => screen.lineText(index))).toEqual(['two', 'three']);
  });
});

describe('a very long line still being written', () => {
  it('is kept as runs once long, so each redraw costs its spans, not its length', () => {
    const screen = createAnsiScreen();
    const piece = `${'x'.repeat(1000)}\x1b[31my\x1b[0m`;
    for (let index = 0; index < 100; index++) screen.write(piece);
    expect(lineText(screen.line(0))).toHaveLength(100 * 1001);
    // Another piece, then a redraw: only the piece is parsed, nothing is read again.
    const reread = rereadDuring(() => {
      screen.write(piece);
      screen.line(0);
    });
    expect(reread).toBe(0);
    expect(lineText(screen.line(0))).toBe(`${'x'.repeat(1000)}y`.repeat(101));
  });
});
