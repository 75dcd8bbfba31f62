import { ansiSpanStyle, readableFixedColor } from '../../../src/cards/terminal/ansi-span-style';
import { exitStatus, signalName } from '../../../src/protocol/exit-status';
import { terminalCopyText, terminalOutputText } from '../../../src/cards/terminal/terminal-copy-text';
import { terminalModel } from '../../../src/cards/terminal/terminal-model';
import { terminalCommand } from '../../../src/protocol/terminal-command';
import { stripAnsi } from '../../../src/ansi';
import { locationFixtureNames, readTerminalFixture, terminalFixtureNames } from '../../ansi/terminal-fixtures';

const terminalFixtures = [...terminalFixtureNames(), ...locationFixtureNames()].map(
  (name) => [name, readTerminalFixture(name)] as const,
);

describe('exit status', () => {
  it('names signals whatever form the host sends', () => {
    expect(['SIGTERM', 'sigterm', 'TERM', '15'].map(signalName)).toEqual(['SIGTERM', 'SIGTERM', 'SIGTERM', 'SIGTERM']);
    expect(signalName('SIGWINCH')).toBe('SIGWINCH');
    expect(signalName('99')).toBe('99');
  });

  it('reads a signal first, then the exit code, and the signal a 128+n code stands for', () => {
    expect(exitStatus({ signal: 'KILL', exitCode: 1 })).toEqual({ kind: 'signal', signal: 'SIGKILL' });
    expect(exitStatus({ exitCode: 0 })).toEqual({ kind: 'code', code: 0, failed: false });
    expect(exitStatus({ exitCode: 2 })).toEqual({ kind: 'code', code: 2, failed: true });
    expect(exitStatus({ exitCode: 130 })).toEqual({ kind: 'code', code: 130, failed: true, signal: 'SIGINT' });
    expect(exitStatus({})).toBeUndefined();
  });
});

describe('terminal copy text', () => {
  it('takes the command from `command`, else from the title', () => {
    expect(terminalCommand({ command: 'ls -la', title: 'List files' })).toBe('ls -la');
    expect(terminalCommand({ title: 'ls -la' })).toBe('ls -la');
    expect(terminalCommand({ command: '  ', title: '' })).toBeUndefined();
  });

  it('copies the output as plain text, escapes stripped and overwrites applied', () => {
    expect(terminalOutputText(terminalModel({ card: 'terminal', output: '\x1b[32mok\x1b[0m 10%\rok 100%\n' }))).toBe(
      'ok 100%',
    );
    const segments = [
      { stream: 'stdout' as const, text: 'a\n' },
      { stream: 'stderr' as const, text: '\x1b[31mb\x1b[0m\n' },
    ];
    expect(terminalOutputText(terminalModel({ card: 'terminal', segments }))).toBe('a\nb');
  });

  it('copies the whole card as a transcript: the command after a prompt, then the output', () => {
    expect(terminalCopyText(terminalModel({ card: 'terminal', command: 'echo hi', output: 'hi\n' }))).toBe(
      '$ echo hi\nhi',
    );
    expect(terminalCopyText(terminalModel({ card: 'terminal', title: 'sleep 9' }))).toBe('$ sleep 9');
    expect(terminalCopyText(terminalModel({ card: 'terminal', output: 'just output' }))).toBe('just output');
  });

  it.each(terminalFixtures)(
    'copies %s as stripping the whole output would (the text Copy gave before it read the screen)',
    (_name, output) => {
      expect(terminalOutputText(terminalModel({ card: 'terminal', output }))).toBe(stripAnsi(output));
    },
  );

  it('copies the last output of a streamed card, read from the screen its models share', () => {
    const first = terminalModel({ card: 'terminal', command: 'npm test', output: 'PASS a\n' });
    first.feed.sync(first.source);
    const second = terminalModel({ card: 'terminal', command: 'npm test', output: 'PASS a\nFAIL b\n' }, first);
    expect(second.feed).toBe(first.feed);
    expect(terminalCopyText(second)).toBe('$ npm test\nPASS a\nFAIL b');
  });
});

describe('span style', () => {
  it('keeps theme colours as tokens and draws the attributes', () => {
    expect(
      ansiSpanStyle({
        fg: { kind: 'palette', index: 1 },
        bold: true,
        dim: true,
        italic: true,
        underline: true,
        strikethrough: true,
      }),
    ).toEqual({
      color: 'var(--tc-ansi-red)',
      fontWeight: 700,
      opacity: 0.7,
      fontStyle: 'italic',
      textDecorationLine: 'underline line-through',
    });
    expect(ansiSpanStyle({})).toEqual({});
  });

  // WCAG contrast, written out again here so the test does not trust the code it checks.
  const luminance = (rgb: number[]) =>
    rgb
      .map((v) => v / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (a: number[], b: number[]) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (high + 0.05) / (low + 0.05);
  };
  const sides = (css: string) =>
    [...css.matchAll(/rgb\((\d+), (\d+), (\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
  const lightBg = [246, 248, 250];
  const darkBg = [1, 4, 9];

  it('leaves theme tokens to the theme', () => {
    expect(readableFixedColor('var(--tc-ansi-red)')).toBe('var(--tc-ansi-red)');
  });

  it.each(['rgb(255, 105, 180)', 'rgb(0, 95, 135)', 'rgb(128, 128, 128)', 'rgb(255, 255, 0)', 'rgb(0, 0, 0)'])(
    'makes %s readable on each palette, keeping the side that already reads',
    (color) => {
      const result = readableFixedColor(color);
      const [light, dark] = result.startsWith('light-dark(') ? sides(result) : [sides(color)[0], sides(color)[0]];
      const original = sides(color)[0]!;
      expect(contrast(light!, lightBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark!, darkBg)).toBeGreaterThanOrEqual(4.5);
      if (contrast(original, lightBg) >= 4.5) expect(light).toEqual(original);
      if (contrast(original, darkBg) >= 4.5) expect(dark).toEqual(original);
    },
  );

  it('leaves a colour on a chosen background as it is', () => {
    expect(
      ansiSpanStyle({ fg: { kind: 'rgb', r: 255, g: 255, b: 0 }, bg: { kind: 'rgb', r: 255, g: 255, b: 255 } }),
    ).toEqual({
      color: 'rgb(255, 255, 0)',
      backgroundColor: 'rgb(255, 255, 255)',
    });
  });
});
