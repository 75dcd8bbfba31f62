import { EscapeTokenizer } from '../../../src/ansi/escape-tokenizer';
import { MAX_PREVIEW_LOOKBACK, previewLines, type PreviewLines } from '../../../src/cards/terminal/preview-lines';
import { TerminalFeed } from '../../../src/cards/terminal/terminal-feed';
import { feedPreviewLines } from '../../../src/cards/terminal/terminal-preview';
import type { TerminalSegment } from '../../../src/protocol/intent-types';
import { locationFixtureNames, readTerminalFixture, terminalFixtureNames } from '../../ansi/terminal-fixtures';
import { numberedLog } from '../../support/numbered-log';

/** The preview a card would show after parsing the whole output: what `previewLines` must equal. */
function wholePreview(
  text: string,
  segments: readonly TerminalSegment[] | undefined,
  head: number,
  tail: number,
): PreviewLines {
  const feed = new TerminalFeed();
  feed.sync(segments ? { kind: 'segments', segments } : { kind: 'output', text }, Number.POSITIVE_INFINITY);
  return feedPreviewLines(feed, head, tail);
}

/** Characters the streaming parser is written while `read` runs (lines read again to be drawn are not counted). */
function writtenDuring<T>(read: () => T): { value: T; chars: number } {
  const write = vi.spyOn(EscapeTokenizer.prototype, 'write');
  try {
    const value = read();
    return { value, chars: write.mock.calls.reduce((sum, [chunk]) => sum + chunk.length, 0) };
  } finally {
    write.mockRestore();
  }
}

const colouredLog = (lines: number) => numberedLog(lines, 0, { palette: true });

describe('the preview of a collapsed terminal card', () => {
  it.each([...terminalFixtureNames(), ...locationFixtureNames()])(
    'shows the same head, tail and count as a whole parse of %s',
    (name) => {
      const text = readTerminalFixture(name);
      for (const [head, tail] of [
        [5, 5],
        [0, 3],
        [2, 0],
        [1, 40],
      ] as const) {
        const preview = previewLines(text, undefined, head, tail);
        if (preview !== undefined) expect(preview).toEqual(wholePreview(text, undefined, head, tail));
      }
    },
  );

  it('parses only the head and the tail of a 100,000-line log, and counts every line', () => {
    const log = colouredLog(100_000);
    const { value, chars } = writtenDuring(() => previewLines(log, undefined, 5, 5));
    expect(value).toEqual(wholePreview(log, undefined, 5, 5));
    expect(value?.lineCount).toBe(100_000);
    expect(value?.tail.map((line) => line.index)).toEqual([99_995, 99_996, 99_997, 99_998, 99_999]);
    // Ten lines of about 40 characters, and the line before the tail.
    expect(chars).toBeLessThan(1000);
  });

  it('keeps the colour and the link a tail inherits from lines before it', () => {
    const before = `\x1b[1;33mwarning block\n${'still yellow\n'.repeat(50)}\x1b]8;;https://example.com/doc\x07`;
    const text = `${numberedLog(20)}${before}${'linked and yellow\n'.repeat(20)}\x1b]8;;\x07\x1b[0mdone\n`;
    const preview = previewLines(text, undefined, 2, 3);
    expect(preview).toEqual(wholePreview(text, undefined, 2, 3));
    expect(preview?.tail[0]?.line.spans[0]).toEqual({
      text: 'linked and yellow',
      style: { bold: true, fg: { kind: 'palette', index: 3 } },
      href: 'https://example.com/doc',
    });
  });

  it('marks the tail lines a stderr segment wrote, as the whole parse does', () => {
    const segments: TerminalSegment[] = [
      { stream: 'stdout', text: numberedLog(200) },
      { stream: 'stderr', text: 'error: one\nerror: ' },
      { stream: 'stdout', text: 'two\n' },
      { stream: 'stdout', text: numberedLog(2, 200) },
    ];
    const text = segments.map((segment) => segment.text).join('');
    const preview = previewLines(text, segments, 3, 4);
    expect(preview).toEqual(wholePreview(text, segments, 3, 4));
    expect(preview?.tail.map((line) => line.stream)).toEqual(['stderr', 'stderr', undefined, undefined]);
  });

  it('shows every line of an output no longer than its head and tail', () => {
    const text = '\x1b[32mone\x1b[0m\ntwo\nthree\n';
    expect(previewLines(text, undefined, 5, 5)).toEqual(wholePreview(text, undefined, 5, 5));
    expect(previewLines(text, undefined, 5, 5)?.tail).toEqual([]);
  });

  it('gives up, for a whole parse, where counting line breaks or a late start would be wrong', () => {
    const log = colouredLog(1000);
    // A cursor moving up rewrites lines instead of adding them.
    expect(previewLines(`${log}\x1b[3Aagain\n${log}`, undefined, 5, 5)).toBeUndefined();
    // An OSC string left open swallows the line breaks after it.
    expect(previewLines(`${log}\x1b]0;title\n${log}`, undefined, 5, 5)).toBeUndefined();
    // A style set long before the tail and never reset.
    expect(previewLines(`\x1b[31m${'x\n'.repeat(MAX_PREVIEW_LOOKBACK)}tail\n`, undefined, 1, 1)).toBeUndefined();
    // A link sequence cut short leaves an earlier link in force.
    expect(
      previewLines(`${log}\x1b]8;;https://a.example/\x07a\n\x1b]8;;https://b.example/\x18b\n${log}`, undefined, 5, 5),
    ).toBeUndefined();
    // The tail moves the cursor up into lines it did not parse.
    expect(previewLines(`${log}\x1b[5Aover\n`, undefined, 2, 2)).toBeUndefined();
    // The tail draws blanks past a line's end, from a budget the whole output shares.
    expect(previewLines(`${log}gap\x1b[5Cafter\n`, undefined, 2, 2)).toBeUndefined();
  });

  it('agrees with a whole parse wherever the tail is cut in a log of every kind of sequence', () => {
    const lines = [
      'plain',
      '\x1b[31mred\x1b[0m and \x1b[1mbold',
      'still bold \x1b]8;;https://example.com/\x1b\\link\x1b]8;;\x1b\\',
      '\x1b[0mprogress 10%\rprogress 100%',
      'wide 漢字 and 😀\x1b[2K\rcleared',
      '\x1b[38;5;200mpink\x1b[m \x1b[?25l\x1b[1Gtab\there',
      'a\bb abc\x1b[3D\x1b[1Cx',
      '\x1b[48;2;1;2;3mbg\x1b[0m',
    ];
    const text = Array.from({ length: 60 }, (_, index) => lines[index % lines.length]).join('\n');
    for (let tail = 0; tail < 20; tail++) {
      const preview = previewLines(text, undefined, 3, tail);
      expect(preview).toBeDefined();
      expect(preview).toEqual(wholePreview(text, undefined, 3, tail));
    }
  });
});
