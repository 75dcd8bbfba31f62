import { cleanup, render } from '@testing-library/react';
import { format, plugins } from '@vitest/pretty-format';
import { renderToString } from 'react-dom/server';
import { ToolCard } from '../../src/index';
import { normalizeIds, setupToolcardsTesting, toolcardsSnapshotSerializer } from '../../src/testing/index';
import diffEdit from '../fixtures/intents/diff-edit.json';
import readWindow from '../fixtures/intents/read-window.json';
import searchMatches from '../fixtures/intents/search-matches.json';
import terminalResult from '../fixtures/intents/terminal-result.json';
import webSearch from '../fixtures/intents/web-search.json';

// What `expect(container).toMatchSnapshot()` prints once the serializer is registered.
const snapshotOf = (value: unknown) =>
  format(value, {
    plugins: [toolcardsSnapshotSerializer, plugins.DOMElement, plugins.DOMCollection],
    escapeString: false,
    printBasicPrototype: false,
  });

/** Gives any leftover background work (a scheduler's message, a timer) its chance to land. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A file longer than a card shows at once: the kit highlights its rows beyond the first screen later. */
const longRead = {
  card: 'read',
  path: 'src/long.ts',
  lines: Array.from({ length: 400 }, (_, index) => ({
    number: index + 1,
    text: `export const value${index}: number = ${index} * 2; // line ${index + 1}`,
  })),
};

const consoleErrors = vi.spyOn(console, 'error');
let alone = '';

beforeAll(() => setupToolcardsTesting());
afterAll(() => {
  // No "not wrapped in act(...)" (or any other) warning from anything these tests rendered.
  expect(consoleErrors.mock.calls.map((call) => String(call[0]))).toEqual([]);
});

describe('toolcards/testing', () => {
  it('snapshots a card rendered first in the file, highlighted on that first render', async () => {
    const { container } = render(<ToolCard intent={readWindow} />);
    await settle();
    expect(container.querySelectorAll('[data-slot="token"]').length).toBeGreaterThan(20);
    alone = snapshotOf(container);
    expect(alone).toContain('tc-id-1');
    expect(alone).not.toMatch(/_r_/);
    cleanup();
  });

  it('gives the same card the same snapshot after other cards were rendered and removed', async () => {
    for (const intent of [terminalResult, diffEdit, longRead, searchMatches, webSearch, readWindow]) {
      render(<ToolCard intent={intent} />);
      await settle();
    }
    cleanup();
    const { container } = render(<ToolCard intent={readWindow} />);
    await settle();
    expect(snapshotOf(container)).toBe(alone);
  });

  it('gives the same snapshot next to other cards as alone, the card itself by asFragment()', async () => {
    const { container } = render(
      <>
        <ToolCard intent={terminalResult} />
        <ToolCard intent={readWindow} />
      </>,
    );
    await settle();
    const second = container.querySelectorAll('[data-toolcard]')[1] as Element;
    const wrapper = document.createElement('div');
    wrapper.append(second.cloneNode(true));
    expect(snapshotOf(wrapper)).toBe(alone);
  });

  it('draws a long file’s highlighting completely within render: nothing changes afterwards', async () => {
    const { container } = render(<ToolCard intent={longRead} />);
    const rendered = snapshotOf(container);
    await settle();
    expect(snapshotOf(container)).toBe(rendered);
    expect(container.querySelectorAll('[data-slot="token"]').length).toBeGreaterThan(100);
  });

  it('renames ids in server markup too, keeping each reference pointing at its element', () => {
    const markup = renderToString(<ToolCard intent={readWindow} />);
    const normalized = normalizeIds(markup);
    expect(normalized).not.toMatch(/_R_/);
    const controlled = normalized.match(/aria-controls="([^"]+)"/)?.[1];
    expect(controlled).toMatch(/^tc-id-\d+$/);
    expect(normalized).toContain(`id="${controlled}"`);
    expect(normalizeIds('<p title=":r1:">step :r1: of a log</p>')).toBe('<p title="tc-id-1">step :r1: of a log</p>');
  });
});
