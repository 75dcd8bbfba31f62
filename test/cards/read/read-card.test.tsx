import { render, within } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import readWindow from '../../fixtures/intents/read-window.json';
import { axeViolations, fixtureLines, numbered, rowNumbers, slot, slots } from './read-test-utils';

const zod = fixtureLines('zod-types.js');
const chalk = fixtureLines('chalk-index.js');
const root = (container: HTMLElement) => slot(container, 'header').parentElement as HTMLElement;

describe('the read card', () => {
  it('draws the host fixture as a read card: its own numbers from 40, code without them', () => {
    const { container } = render(<ToolCard intent={readWindow} />);
    expect(root(container)).toHaveAttribute('data-card', 'read');
    expect(container.querySelector('[data-slot="note"]')).toBeNull();
    const rows = slots(container, 'code-row');
    // Without layout the rows of a box at its default height and the overscan below them are drawn.
    expect(rows).toHaveLength(33);
    expect(rowNumbers(container)).toEqual(readWindow.lines.slice(0, 33).map((line) => line.number));
    expect(rows[1]).toHaveTextContent('const chalkFactory = options => {');
    // The gutter holds no text: the number is generated content, never selected or copied.
    expect(rows[1]!.textContent).toBe(readWindow.lines[1]!.text);
    expect(slot(container, 'line-number')).toHaveAttribute('aria-hidden', 'true');
    expect(slot(container, 'line-number').textContent).toBe('');
  });

  it('shows the path, the language and "lines 40–99 of 226" in the header', () => {
    const { container } = render(<ToolCard intent={readWindow} />);
    expect(slot(container, 'file-path')).toHaveTextContent('source/index.js');
    expect(slot(container, 'file-path')).toHaveAttribute('title', 'source/index.js');
    expect(slot(container, 'language')).toHaveTextContent('JavaScript');
    expect(slot(container, 'line-range')).toHaveTextContent('lines 40–99 of 226');
    // The title is the path: it still names the card, the header shows the path once.
    expect(slot(container, 'meta')).toHaveAttribute('data-title-is-path', '');
    expect(root(container)).toHaveAccessibleName('source/index.js');
  });

  it('keeps the numbers of a window deep in a large file (zod, from line 1200)', () => {
    const lines = numbered(zod.slice(1199, 1279), 1200);
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'node_modules/zod/lib/types.js', lines, totalLines: 28_596 }} />,
    );
    expect(rowNumbers(container)[0]).toBe(1200);
    expect(rowNumbers(container)).toEqual(lines.slice(0, 33).map((line) => line.number));
    expect(slots(container, 'code-row')[0]!.textContent).toBe(zod[1199]);
    expect(slot(container, 'line-range')).toHaveTextContent('lines 1200–1279 of 28,596');
  });

  it('numbers the `text` alternative from `offset`', () => {
    const text = chalk.slice(9, 12).join('\n');
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'index.js', offset: 10, text, totalLines: 225 }} />,
    );
    expect(rowNumbers(container)).toEqual([10, 11, 12]);
    expect(slots(container, 'code-row')[0]).toHaveTextContent("const GENERATOR = Symbol('GENERATOR');");
    expect(slot(container, 'line-range')).toHaveTextContent('lines 10–12 of 225');
  });

  it('cuts a long path in the middle, keeps the file name, and keeps the whole path in the tooltip', () => {
    const path = '/home/dev/projects/monorepo/packages/very-long-package-name/src/internal/generated/schema-types.ts';
    const { container } = render(<ToolCard intent={{ card: 'read', path, text: 'x' }} />);
    const shown = slot(container, 'file-path');
    expect(shown.textContent).toContain('…');
    expect(shown.textContent).toMatch(/\/schema-types\.ts$/);
    expect(shown.textContent!.length).toBeLessThan(path.length);
    expect(shown).toHaveAttribute('title', path);
    expect(root(container)).toHaveAccessibleName(path);
  });

  it('shows a title of its own beside the path', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'read', title: 'Read the entry file', path: 'src/index.ts', text: 'x' }} />,
    );
    expect(slot(container, 'title')).toHaveTextContent('Read the entry file');
    expect(slot(container, 'meta')).not.toHaveAttribute('data-title-is-path');
    expect(slot(container, 'file-path')).not.toHaveAttribute('aria-hidden');
    expect(slot(container, 'language')).toHaveTextContent('TypeScript');
  });

  it('says "Plain text" for a file with no known language', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'LICENSE', text: 'MIT' }} />);
    expect(slot(container, 'language')).toHaveTextContent('Plain text');
    expect(slot(container, 'line-range')).toHaveTextContent('line 1');
  });
});

describe('an empty window', () => {
  it('says a window past the end of the file is past the end, in the body and the header', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'source/index.js', offset: 300, lines: [], totalLines: 226 }} />,
    );
    expect(slot(container, 'empty')).toHaveTextContent(
      'Nothing to show: line 300 is past the end of the file (226 lines).',
    );
    expect(slot(container, 'empty')).toHaveAttribute('data-empty', 'past-end');
    expect(slot(container, 'line-range')).toHaveTextContent('no lines of 226');
    expect(slots(container, 'code-row')).toHaveLength(0);
  });

  it('says an empty file is empty', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'empty.txt', offset: 1, lines: [], totalLines: 0 }} />,
    );
    expect(slot(container, 'empty')).toHaveTextContent('The file is empty.');
  });

  it('draws no body while a read with no lines is still running', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'a.ts', status: 'running' }} />);
    expect(slot(container, 'body').textContent).toBe('');
  });
});

describe('a pending read', () => {
  it('stays a generic card with the read icon', () => {
    const { container } = render(
      <ToolCard
        intent={{
          card: 'generic',
          kind: 'read',
          title: 'Read source/index.js',
          status: 'pending',
          rawInput: { path: 'source/index.js' },
        }}
      />,
    );
    expect(root(container)).toHaveAttribute('data-card', 'generic');
    expect(container.querySelector('[data-slot="meta"]')).toBeNull();
    expect(slot(container, 'title')).toHaveTextContent('Read source/index.js');
  });
});

describe('hidden characters', () => {
  const trojan = [
    { number: 4, text: '\tif (accessLevel != "user\u202E \u2066// Check if admin\u2069 \u2066") {' },
    { number: 5, text: '\t\tconsole.log("You are an admin.");' },
    { number: 6, text: 'const a\u200B = 1;\u0000' },
  ];

  it('warns in the header, in text, and draws each one as a named marker', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'auth.js', lines: trojan, totalLines: 9 }} />);
    const warning = slot(container, 'hidden-warning');
    expect(warning).toHaveTextContent('5 hidden characters');
    expect(warning).toHaveAttribute('data-bidi', '');
    expect(warning.getAttribute('title')).toContain('CVE-2021-42574');
    const markers = slots(container, 'hidden-char');
    expect(markers.map((marker) => marker.textContent)).toEqual([
      '⟨U+202E⟩',
      '⟨U+2066⟩',
      '⟨U+2069⟩',
      '⟨U+2066⟩',
      '⟨U+200B⟩',
      '␀',
    ]);
    expect(markers[0]).toHaveAttribute('title', 'U+202E RIGHT-TO-LEFT OVERRIDE');
    expect(markers[0]).toHaveAttribute('data-kind', 'bidi');
    expect(within(container).getAllByRole('img', { name: 'U+202E RIGHT-TO-LEFT OVERRIDE' })).toHaveLength(1);
    expect(markers[5]).toHaveAttribute('aria-label', 'U+0000 NULL');
  });

  it('never puts a bidi control in the DOM, and isolates each row left to right', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'auth.js', lines: trojan }} />);
    expect(slot(container, 'file').textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u0000]/);
    const row = slots(container, 'code-row')[0]!;
    expect(row).toHaveAttribute('dir', 'ltr');
    expect(row).toHaveAttribute('data-hidden-chars', '');
    expect(slots(container, 'code-row')[1]).not.toHaveAttribute('data-hidden-chars');
    expect(row.textContent).toBe('\tif (accessLevel != "user⟨U+202E⟩ ⟨U+2066⟩// Check if admin⟨U+2069⟩ ⟨U+2066⟩") {');
  });

  it('shows a bidi control in the path as a marker too', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'invoice\u202Etxt.exe', text: 'x' }} />);
    expect(slot(container, 'file-path')).toHaveTextContent('invoice⟨U+202E⟩txt.exe');
  });

  it('raises no warning for controls alone, yet shows them', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'data.bin', text: 'a\u0000b\u001bc' }} />);
    expect(container.querySelector('[data-slot="hidden-warning"]')).toBeNull();
    expect(slots(container, 'code-row')[0]!.textContent).toBe('a␀b␛c');
  });

  it('draws lone surrogates as U+FFFD, as UTF-8 transport would, so the server and the browser agree', () => {
    const lines = [
      { number: 1, text: 'const broken = "\uD83D";' },
      { number: 2, text: '\uDE00 and 😀' },
    ];
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'broken.ts', lines }} />);
    expect(container.querySelector('[data-slot="note"]')).toBeNull();
    expect(slots(container, 'code-row')[0]!.textContent).toBe('const broken = "\uFFFD";');
    expect(slots(container, 'code-row')[1]!.textContent).toBe('\uFFFD and 😀');
  });
});

describe('accessibility', () => {
  it.each([
    ['the fixture', readWindow, true],
    ['a collapsed preview', readWindow, false],
    ['hidden characters', { card: 'read', path: 'a.js', lines: [{ number: 1, text: 'x\u202Ey\u0000' }] }, true],
    ['an empty window', { card: 'read', path: 'a.js', offset: 300, lines: [], totalLines: 10 }, true],
  ])('finds no violation in %s', async (_name, intent, open) => {
    const { container } = render(<ToolCard intent={intent} defaultOpen={open} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the read card with a line of 5,000,000 NUL characters', () => {
  it('draws the visible part of the run as one counted marker', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'dump.bin', text: `start\n${'\0'.repeat(5_000_000)}\nend\n` }} />,
    );
    const markers = [...container.querySelectorAll('[data-slot="hidden-char"]')];
    expect(markers).toHaveLength(1);
    expect(markers[0]).toHaveAttribute('data-count', '20000');
    expect(markers[0]).toHaveTextContent('␀×20000');
    expect(markers[0]).toHaveAttribute('aria-label', expect.stringContaining('×20,000'));
  });
});
