import { parseAnsi } from '../../src/ansi';
import { lineText } from './terminal-fixtures';

function texts(output: string): string[] {
  return parseAnsi(output).map(lineText);
}

describe('sequences that draw nothing', () => {
  it.each([
    ['a private CSI (cursor hide)', 'a\x1b[?25lb'],
    ['a CSI with an intermediate (cursor style)', 'a\x1b[2 qb'],
    ['cursor position and scroll region', 'a\x1b[5;10H\x1b[1;20rb'],
    ['erase display 2', 'a\x1b[2Jb'],
    ['an OSC window title ended by BEL', 'a\x1b]0;title\x07b'],
    ['an OSC ended by ESC \\', 'a\x1b]2;title\x1b\\b'],
    ['a DCS', 'a\x1bP+q544e\x1b\\b'],
    ['an APC', 'a\x1b_Gf=100;AAAA\x1b\\b'],
    ['a PM', 'a\x1b^private\x1b\\b'],
    ['an SOS', 'a\x1bXstring\x1b\\b'],
    ['ESC ( B (character set)', 'a\x1b(Bb'],
    ['ESC = (keypad mode)', 'a\x1b=b'],
    ['ESC 7 and ESC 8 (save and restore cursor)', 'a\x1b7\x1b8b'],
    ['a CSI cancelled by CAN', 'a\x1b[31\x18b'],
    ['a string with a newline inside it', 'a\x1b]0;two\nlines\x07b'],
  ])('consumes %s', (_, output) => {
    expect(texts(output)).toEqual(['ab']);
  });

  it('ends an OSC at an ESC that starts another sequence', () => {
    expect(parseAnsi('a\x1b]0;title\x1b[31mb')[0]!.spans).toEqual([
      { text: 'a', style: {} },
      { text: 'b', style: { fg: { kind: 'palette', index: 1 } } },
    ]);
  });

  it('executes a newline inside a CSI and still completes the sequence', () => {
    expect(parseAnsi('a\x1b[3\n1mb').map((line) => line.spans)).toEqual([
      [{ text: 'a', style: {} }],
      [{ text: 'b', style: { fg: { kind: 'palette', index: 1 } } }],
    ]);
  });

  it('swallows an OSC left open at the end of the output', () => {
    expect(texts('shown\x1b]8;;https://never.closed/and more')).toEqual(['shown']);
  });

  it('does not treat a private-marker m (xterm modifyOtherKeys) as a style', () => {
    expect(parseAnsi('\x1b[>4;2mplain')[0]!.spans).toEqual([{ text: 'plain', style: {} }]);
  });

  it('consumes an overlong CSI or OSC whole and shows what follows', () => {
    expect(texts(`a\x1b[${'1;'.repeat(100_000)}mb`)).toEqual(['ab']);
    expect(texts(`a\x1b]8;;https://x.test/${'a'.repeat(100_000)}\x07b\x1b]8;;\x07`)).toEqual(['ab']);
  });
});

describe('OSC 8 hyperlinks', () => {
  it('links the spans between an http(s) open and the close, with either terminator', () => {
    const output =
      '\x1b]8;;https://example.com/a\x07go\x1b]8;;\x07 ' + '\x1b]8;id=7;http://x.test/b?q=1;2\x1b\\there\x1b]8;;\x1b\\';
    expect(parseAnsi(output)[0]!.spans).toEqual([
      { text: 'go', style: {}, href: 'https://example.com/a' },
      { text: ' ', style: {} },
      { text: 'there', style: {}, href: 'http://x.test/b?q=1;2' },
    ]);
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,<script>', '/relative', 'not a url'])(
    'gives plain text for the target %s',
    (target) => {
      const spans = parseAnsi(`\x1b]8;;${target}\x07click\x1b]8;;\x07`)[0]!.spans;
      expect(spans).toEqual([{ text: 'click', style: {} }]);
    },
  );

  it('keeps the style inside a link and splits spans where the link ends', () => {
    expect(parseAnsi('\x1b[1m\x1b]8;;https://a.test/\x07x\x1b]8;;\x07y')[0]!.spans).toEqual([
      { text: 'x', style: { bold: true }, href: 'https://a.test/' },
      { text: 'y', style: { bold: true } },
    ]);
  });

  it('ignores other OSC commands while a link is open', () => {
    expect(parseAnsi('\x1b]8;;https://a.test/\x07x\x1b]0;title\x07y')[0]!.spans).toEqual([
      { text: 'xy', style: {}, href: 'https://a.test/' },
    ]);
  });
});
