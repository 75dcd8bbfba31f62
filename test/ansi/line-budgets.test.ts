import { createAnsiScreen, parseAnsi } from '../../src/ansi';
import {
  MAX_SPANS_PER_LINE,
  SKIPPED_CELLS_ALLOWANCE,
  SKIPPED_CELLS_PER_PRINTED_CHARACTER,
} from '../../src/ansi/line-buffer';
import { lineText } from './terminal-fixtures';

const colours = [31, 32, 33, 34];

/** One line of `count` one-letter runs, each in another colour. */
function rainbow(count: number, letter = 'x'): string {
  let text = '';
  for (let index = 0; index < count; index++) text += `\x1b[${colours[index % colours.length]}m${letter}`;
  return text;
}

describe('budgets of one terminal line', () => {
  it('merges style changes past the span budget into the last span, keeping every character, and says so', () => {
    const [line, ...rest] = parseAnsi(rainbow(100_000));
    expect(rest).toEqual([]);
    expect(line!.spans.length).toBe(MAX_SPANS_PER_LINE);
    expect(lineText(line!)).toBe('x'.repeat(100_000));
    expect(line!.stylesMerged).toBe(true);
    expect(parseAnsi(rainbow(MAX_SPANS_PER_LINE))[0]!.stylesMerged).toBeUndefined();
  });

  it('rewrites a many-coloured line after \\r in place, with the same result as writing it fresh', () => {
    const count = 5_000;
    let output = '';
    for (let pass = 0; pass < 5; pass++) output += `${rainbow(count, String(pass))}\r`;
    const [line] = parseAnsi(output);
    expect(lineText(line!)).toBe('4'.repeat(count));
    expect(line!.spans.length).toBeLessThanOrEqual(MAX_SPANS_PER_LINE);
    // Shorter rewrites keep the longer tail, in its own style.
    const [partial] = parseAnsi(`\x1b[31mAAAAAA\x1b[0m\r\x1b[32mB\x1b[33mC\x1b[0m`);
    expect(partial!.spans.map((span) => [span.text, span.style.fg])).toEqual([
      ['B', { kind: 'palette', index: 2 }],
      ['C', { kind: 'palette', index: 3 }],
      ['AAAA', { kind: 'palette', index: 1 }],
    ]);
  });

  it('bounds the blank cells that cursor moves create, and says which lines were cut', () => {
    const repeats = 10_000;
    const [line] = parseAnsi('\x1b[1024Cx'.repeat(repeats));
    const cells = [...lineText(line!)].length;
    expect(cells).toBeLessThanOrEqual(
      repeats + SKIPPED_CELLS_ALLOWANCE + SKIPPED_CELLS_PER_PRINTED_CHARACTER * repeats,
    );
    expect(lineText(line!).replaceAll(' ', '')).toBe('x'.repeat(repeats));
    expect(line!.movesClipped).toBe(true);
    // An ordinary column layout is drawn as asked.
    const [table] = parseAnsi('name\x1b[10Gsize\x1b[20Gdate');
    expect(lineText(table!)).toBe('name     size      date');
    expect(table!.movesClipped).toBeUndefined();
  });

  it("forgets a line's budget notes when the line is erased", () => {
    const screen = createAnsiScreen();
    screen.write(`${rainbow(MAX_SPANS_PER_LINE + 10)}\x1b[2K\rplain`);
    expect(screen.line(0).stylesMerged).toBeUndefined();
    expect(lineText(screen.line(0))).toBe('plain');
  });
});
