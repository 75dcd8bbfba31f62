import { stripAnsi } from '../../src/ansi';
import { readTerminalFixture } from './terminal-fixtures';

describe('stripAnsi', () => {
  it('removes escapes and applies \\r and \\b as a terminal shows them', () => {
    expect(stripAnsi('\x1b[31mTHREEEEEE\rFOUR\rFIVE\x1b[0m\nDownloading (40%)\b\b\b\b50%)\n')).toBe(
      'FIVEEEEEE\nDownloading (50%)',
    );
  });

  it('keeps tabs and link text', () => {
    expect(stripAnsi('a\tb \x1b]8;;https://a.test/\x07c\x1b]8;;\x07')).toBe('a\tb c');
  });

  it('gives the plain text of a real log', () => {
    expect(stripAnsi(readTerminalFixture('grep-color.log')).split('\n')[0]).toBe(
      'chalk-5.4.1/source/index.js:34:export class Chalk {',
    );
  });
});
