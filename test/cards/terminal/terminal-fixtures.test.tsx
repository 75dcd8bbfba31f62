import { render } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import { readTerminalFixture, terminalFixtureNames } from '../../ansi/terminal-fixtures';
import { rowText, slot, slots } from './terminal-test-utils';

// A C0 control but tab, DEL, a C1 control, or the text of a sequence left behind (`[31m`, `]8;;`).
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;
const SEQUENCE_TEXT = /\[\d+(;\d+)*[mKJABCDGH]|\]8;/;

/** Every row drawn: elements are given a tall client height, as a test may (jsdom has no layout, so the virtualizer would draw none). */
function renderAll(output: string) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100_000);
  const view = render(<ToolCard intent={{ card: 'terminal', command: 'replay', output }} />);
  vi.restoreAllMocks();
  const rows = slots(view.container, 'line');
  return { ...view, rows, texts: rows.map(rowText) };
}

/** The row showing exactly `text`. */
function row(rows: HTMLElement[], text: string): HTMLElement {
  const found = rows.find((candidate) => rowText(candidate) === text);
  if (!found) throw new Error(`no row "${text}"`);
  return found;
}

/** The inline colour of the span drawing `text` in `element`. */
function colorOf(element: HTMLElement, text: string): string {
  const span = [...element.querySelectorAll<HTMLElement>('span[style]')].find(
    (candidate) => candidate.textContent === text,
  );
  if (!span) throw new Error(`no styled span "${text}"`);
  return span.style.color;
}

describe.each(terminalFixtureNames())('the rendered card for %s', (name) => {
  const output = readTerminalFixture(name);

  it('shows every line, with no escape byte or sequence text in the DOM', () => {
    const { container, texts } = renderAll(output);
    const region = slot(container, 'output');
    expect(texts.length).toBe(output.replace(/\n$/, '').split('\n').length - (name === 'escapes.log' ? 1 : 0));
    expect(region.textContent).not.toMatch(CONTROL);
    expect(region.textContent).not.toMatch(SEQUENCE_TEXT);
    expect(region.innerHTML).not.toContain('\x1b');
  });
});

describe('escapes.log in the card', () => {
  const output = readTerminalFixture('escapes.log');

  it('draws each attribute as an inline style', () => {
    const { rows } = renderAll(output);
    const attributes = rows[0]!;
    const styleOf = (text: string) =>
      [...attributes.querySelectorAll<HTMLElement>('span')].find((span) => span.textContent === text)!.style;
    expect(styleOf('bold').fontWeight).toBe('700');
    expect(styleOf('dim').opacity).toBe('0.7');
    expect(styleOf('italic').fontStyle).toBe('italic');
    expect(styleOf('underline').textDecorationLine).toBe('underline');
    expect(styleOf('strike').textDecorationLine).toBe('line-through');
    expect(styleOf('inverse').color).toBe('var(--tc-terminal-bg)');
    expect(styleOf('inverse').backgroundColor).toBe('var(--tc-terminal-fg)');
  });

  it('colours 30–37 and 90–97 with the theme palette tokens', () => {
    const { rows } = renderAll(output);
    const names = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];
    names.forEach((colour, index) => {
      expect(colorOf(rows[1]!, String(30 + index))).toBe(`var(--tc-ansi-${colour})`);
      expect(colorOf(rows[2]!, String(90 + index))).toBe(`var(--tc-ansi-bright-${colour})`);
    });
  });

  it('keeps 256-colour and 24-bit colours, made readable on the light palette', () => {
    const { rows } = renderAll(output);
    expect(colorOf(rows[6]!, 'orange-256')).toMatch(/^light-dark\(rgb\(\d+, \d+, \d+\), rgb\(255, 135, 0\)\)$/);
    expect(colorOf(rows[6]!, 'hotpink-truecolor')).toMatch(
      /^light-dark\(rgb\(\d+, \d+, \d+\), rgb\(255, 105, 180\)\)$/,
    );
  });

  it('applies \\r and \\b exactly as a terminal shows them', () => {
    const { texts, rows } = renderAll(output);
    expect(texts[3]).toBe('[==========] 100%');
    expect(colorOf(rows[3]!, '[==========]')).toBe('var(--tc-ansi-cyan)');
    expect(texts[4]).toBe('Downloading (50%)');
    expect(texts[5]).toBe('FIVEEEEEE');
    expect(texts[7]).toBe('after cursor escapesstile link');
  });

  it('links the https OSC 8 target and leaves the javascript: one as text', () => {
    // The log's last line overwrites the links (ESC[1A); draw the part before it.
    const { container } = renderAll(output.slice(0, output.indexOf('\x1b[2K')));
    const links = [...slot(container, 'output').querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['a safe link', 'https://example.com/docs'],
    ]);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(slot(container, 'output')).toHaveTextContent('a safe link and a hostile link');
    expect(container.innerHTML).not.toContain('javascript:');
  });
});

describe('the other captured logs in the card', () => {
  it('draws ls directories bold blue', () => {
    const { rows } = renderAll(readTerminalFixture('ls-color.log'));
    const span = rows
      .flatMap((candidate) => [...candidate.querySelectorAll<HTMLElement>('span[style]')])
      .find((candidate) => candidate.textContent === '__tests__')!;
    expect(span.style.color).toBe('var(--tc-ansi-blue)');
    expect(span.style.fontWeight).toBe('700');
  });

  it('draws grep file names magenta, line numbers green and matches bold red', () => {
    const { rows } = renderAll(readTerminalFixture('grep-color.log'));
    expect(colorOf(rows[0]!, 'chalk-5.4.1/source/index.js')).toBe('var(--tc-ansi-magenta)');
    expect(colorOf(rows[0]!, '34')).toBe('var(--tc-ansi-green)');
    expect(colorOf(rows[0]!, 'export')).toBe('var(--tc-ansi-red)');
    expect(rowText(rows[0]!)).toBe('chalk-5.4.1/source/index.js:34:export class Chalk {');
  });

  it('draws git diff removals red, additions green and hunks cyan, keeping tabs', () => {
    const { rows } = renderAll(readTerminalFixture('git-diff-color.log'));
    expect(colorOf(row(rows, '-\t"version": "5.3.0",'), '-\t"version": "5.3.0",')).toBe('var(--tc-ansi-red)');
    expect(colorOf(row(rows, '+\t"version": "5.4.1",'), '"version": "5.4.1",')).toBe('var(--tc-ansi-green)');
    expect(colorOf(row(rows, '@@ -1,6 +1,6 @@'), '@@ -1,6 +1,6 @@')).toBe('var(--tc-ansi-cyan)');
  });

  it('draws tsc locations bright cyan, errors bright red and gutters inverse', () => {
    const { rows } = renderAll(readTerminalFixture('tsc-pretty.log'));
    expect(colorOf(rows[0]!, 'chalk-5.4.1/source/index.js')).toBe('var(--tc-ansi-bright-cyan)');
    expect(colorOf(rows[0]!, 'error')).toBe('var(--tc-ansi-bright-red)');
    expect(colorOf(rows[2]!, '1')).toBe('var(--tc-terminal-bg)');
  });
});
