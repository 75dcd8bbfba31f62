import { act, render } from '@testing-library/react';
import { cachedTokenizer, highlightKey } from '../../../src/highlight/highlight-cache';
import { readyHighlighter } from '../../../src/highlight/highlighter';
import { ensureLanguage } from '../../../src/highlight/load-highlight-runtime';
import { preloadHighlighter, ToolCard } from '../../../src/index';
import { driveBackgroundWork, type BackgroundWorkDriver } from '../../support/background-work';
import readWindow from '../../fixtures/intents/read-window.json';
import { fixtureLines, numbered, rowNumbers, slot, slots } from './read-test-utils';

const chalk = fixtureLines('chalk-index.js');
const zod = fixtureLines('zod-types.js');
const TOKEN_STYLE = /--shiki-light:\s*#[0-9a-f]{6};\s*--shiki-dark:\s*#[0-9a-f]{6}/;
const highlightedRows = (container: HTMLElement) =>
  container.querySelectorAll('[data-slot="code-row"] [data-highlighted]');

/** Waits for the JavaScript grammar the card asked for, then gives the highlighting every turn it wants. */
async function highlightingDone(background: BackgroundWorkDriver) {
  await act(() => ensureLanguage('javascript'));
  await background.runAll();
}

// Order matters: the first test needs the JavaScript grammar not loaded yet in this file.
describe('highlighting the read card', () => {
  it('draws plain text first, then token colours once the grammar loads, text unchanged', async () => {
    const background = driveBackgroundWork();
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'source/index.js', lines: numbered(chalk), totalLines: chalk.length }} />,
    );
    const file = slot(container, 'file');
    const plain = file.textContent;
    expect(container.querySelector('[data-slot="token"]')).toBeNull();
    await highlightingDone(background);
    expect(highlightedRows(container).length).toBe(slots(container, 'code-row').length);
    expect(file.textContent).toBe(plain);
    const tokens = [...container.querySelectorAll<HTMLElement>('[data-slot="token"]')];
    const keyword = tokens.find((token) => token.textContent === 'import');
    expect(keyword?.getAttribute('style')).toMatch(TOKEN_STYLE);
    expect(rowNumbers(container).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('highlights the host fixture window (lang "js") from its own line numbers', async () => {
    const background = driveBackgroundWork();
    const { container } = render(<ToolCard intent={readWindow} />);
    await highlightingDone(background);
    expect(highlightedRows(container).length).toBe(slots(container, 'code-row').length);
    const row41 = slots(container, 'code-row')[1]!;
    expect(row41.textContent).toBe('const chalkFactory = options => {');
    expect(row41.querySelector('[data-slot="token"]')?.getAttribute('style')).toMatch(TOKEN_STYLE);
  });

  it('highlights a window deep in zod from line 1200, with the right rows', async () => {
    const lines = numbered(zod.slice(1199, 1279), 1200);
    const background = driveBackgroundWork();
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'lib/types.js', lines, totalLines: zod.length }} />,
    );
    await highlightingDone(background);
    expect(highlightedRows(container).length).toBe(slots(container, 'code-row').length);
    expect(rowNumbers(container)[0]).toBe(1200);
    expect(slots(container, 'code-row').map((row) => row.textContent)).toEqual(
      zod.slice(1199, 1199 + slots(container, 'code-row').length),
    );
  });

  it('keeps colours on a line with hidden characters, each marker inside its token', async () => {
    await preloadHighlighter({ langs: ['ts'] });
    const background = driveBackgroundWork();
    const text = 'const name = "admin\u202E\u2066"; // ok\u200B';
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'a.ts', lines: [{ number: 1, text }] }} />);
    await background.runAll();
    const code = slot(container, 'code-line');
    expect(code).toHaveAttribute('data-highlighted', '');
    expect(code.textContent).toBe('const name = "admin⟨U+202E⟩⟨U+2066⟩"; // ok⟨U+200B⟩');
    const marker = slots(container, 'hidden-char')[0]!;
    const token = marker.closest('[data-slot="token"]');
    expect(token?.getAttribute('style')).toMatch(TOKEN_STYLE);
    expect(token?.textContent).toContain('admin');
  });

  it("colours a folded preview's head and tail without tokenizing the lines between them first", async () => {
    const background = driveBackgroundWork();
    const { container } = render(
      <ToolCard
        intent={{ card: 'read', path: 'lib/types.js', lines: numbered(zod), totalLines: zod.length }}
        defaultOpen={false}
      />,
    );
    await act(() => ensureLanguage('javascript'));
    const drawn = () => container.querySelectorAll('[data-slot="preview"] [data-slot="code-row"]').length;
    expect(drawn()).toBe(12);
    const tokenizer = cachedTokenizer(
      highlightKey(zod, 'javascript'),
      zod,
      'javascript',
      readyHighlighter('javascript')!,
    );
    // One turn at a time, until every drawn row has its colours: by then only the head and the
    // tail's own chunk of 100 lines (from a little before it) were tokenized, not the 3,483 lines
    // folded away.
    while (container.querySelectorAll('[data-slot="preview"] [data-highlighted]').length < drawn()) {
      expect(await background.step()).toBe(true);
    }
    expect(tokenizer.linesTokenized).toBeLessThan(150);
    expect(slots(container, 'code-row').at(-1)?.textContent).toBe(zod.at(-1));
  });

  it('draws a plain-text file plain', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'notes.txt', text: 'const x = 1;' }} />);
    expect(container.querySelector('[data-slot="token"]')).toBeNull();
    expect(slot(container, 'code-line').textContent).toBe('const x = 1;');
  });
});
