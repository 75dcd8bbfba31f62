import { createAnsiScreen, parseAnsi, type AnsiLine, type AnsiSpan } from '../../src/ansi';
import { lineText, readTerminalFixture, terminalFixtureNames } from './terminal-fixtures';

// Any C0 control but tab, DEL, or a C1 control showing up in text is garbage on screen.
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

const red = { kind: 'palette', index: 1 };
const blue = { kind: 'palette', index: 4 };

function spansOf(lines: AnsiLine[]): AnsiSpan[] {
  return lines.flatMap((line) => line.spans);
}

function feed(text: string, size: number): AnsiLine[] {
  const screen = createAnsiScreen();
  for (let i = 0; i < text.length; i += size) screen.write(text.slice(i, i + size));
  return Array.from({ length: screen.lineCount }, (_, index) => screen.line(index));
}

describe('the captured terminal logs', () => {
  it('are all present', () => {
    expect(terminalFixtureNames()).toEqual([
      'escapes.log',
      'git-diff-color.log',
      'grep-color.log',
      'ls-color.log',
      'tsc-pretty.log',
    ]);
  });

  describe.each(terminalFixtureNames())('%s', (name) => {
    const text = readTerminalFixture(name);

    it('shows no escape byte or other control character except tab', () => {
      const spans = spansOf(parseAnsi(text));
      expect(spans.length).toBeGreaterThan(0);
      for (const span of spans) expect(span.text).not.toMatch(CONTROL);
    });

    it('never leaves an empty span or two adjacent spans that could merge', () => {
      for (const line of parseAnsi(text)) {
        line.spans.forEach((span, index) => {
          expect(span.text).not.toBe('');
          const previous = line.spans[index - 1];
          if (previous) expect([previous.style, previous.href]).not.toEqual([span.style, span.href]);
        });
      }
    });

    it('gives the same lines fed 1, 7 or all characters at a time', () => {
      const whole = JSON.stringify(feed(text, text.length));
      expect(JSON.stringify(feed(text, 1))).toBe(whole);
      expect(JSON.stringify(feed(text, 7))).toBe(whole);
    });
  });

  it('keeps every line of plain output: ls shows one line per input line', () => {
    const text = readTerminalFixture('ls-color.log');
    const lines = parseAnsi(text);
    expect(lines).toHaveLength(text.split('\n').length - 1);
    expect(lineText(lines[2]!)).toBe('drwxr-xr-x 6 dev dev   4096 Nov 30 13:00 .');
  });

  it('draws ls directories bold blue and plain files unstyled', () => {
    const lines = parseAnsi(readTerminalFixture('ls-color.log'));
    const directories = spansOf(lines).filter((span) => span.style.fg);
    expect(directories.map((span) => span.text)).toContain('__tests__');
    for (const span of directories) expect(span.style).toEqual({ fg: blue, bold: true });
    const file = lines.find((line) => lineText(line).endsWith('ZodError.js'))!;
    expect(file.spans).toEqual([{ text: expect.stringContaining('ZodError.js'), style: {} }]);
  });

  it('draws grep matches bold red, file names magenta and line numbers green', () => {
    const [first] = parseAnsi(readTerminalFixture('grep-color.log'));
    expect(first!.spans).toEqual([
      { text: 'chalk-5.4.1/source/index.js', style: { fg: { kind: 'palette', index: 5 } } },
      { text: ':', style: { fg: { kind: 'palette', index: 6 } } },
      { text: '34', style: { fg: { kind: 'palette', index: 2 } } },
      { text: ':', style: { fg: { kind: 'palette', index: 6 } } },
      { text: 'export', style: { fg: red, bold: true } },
      { text: ' class Chalk {', style: {} },
    ]);
  });

  it('draws git diff removals red, additions green, hunks cyan and keeps tabs', () => {
    const lines = parseAnsi(readTerminalFixture('git-diff-color.log'));
    const byText = (text: string) => lines.find((line) => lineText(line) === text)!;
    const header = byText('diff --git a/chalk-5.3.0/package.json b/chalk-5.4.1/package.json');
    expect(header.spans[0]!.style).toEqual({ bold: true });
    expect(byText('@@ -1,6 +1,6 @@').spans[0]!.style).toEqual({ fg: { kind: 'palette', index: 6 } });
    expect(byText('-\t"version": "5.3.0",').spans).toEqual([{ text: '-\t"version": "5.3.0",', style: { fg: red } }]);
    expect(byText('+\t"version": "5.4.1",').spans).toEqual([
      { text: '+', style: { fg: { kind: 'palette', index: 2 } } },
      { text: '\t', style: {} },
      { text: '"version": "5.4.1",', style: { fg: { kind: 'palette', index: 2 } } },
    ]);
  });

  it('draws tsc locations bright cyan, errors bright red and line-number gutters inverse', () => {
    const lines = parseAnsi(readTerminalFixture('tsc-pretty.log'));
    expect(lines[0]!.spans.slice(0, 6)).toEqual([
      { text: 'chalk-5.4.1/source/index.js', style: { fg: { kind: 'palette', index: 14 } } },
      { text: ':', style: {} },
      { text: '1', style: { fg: { kind: 'palette', index: 11 } } },
      { text: ':', style: {} },
      { text: '24', style: { fg: { kind: 'palette', index: 11 } } },
      { text: ' - ', style: {} },
    ]);
    expect(lines[0]!.spans[6]).toEqual({ text: 'error', style: { fg: { kind: 'palette', index: 9 } } });
    expect(lines[2]!.spans[0]).toEqual({ text: '1', style: { inverse: true } });
  });
});
