import { render } from '@testing-library/react';
import { ToolCard } from '../../src/index';
import { slot } from '../support/slots';

/*
 * A view's own `content` (a presenter's note beside the card's fields) is drawn by every card,
 * after the card's main body, as the generic and terminal cards draw it: a "Result" group, text
 * as Markdown, every other block as itself. Nothing schema-valid may vanish.
 */

const NOTE = [
  { type: 'text', text: 'Saved with **prettier** applied' },
  { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
];

const CARDS: [name: string, intent: Record<string, unknown>, mainBody: string][] = [
  ['diff', { card: 'diff', diffs: [{ path: 'a.txt', oldText: 'a\n', newText: 'b\n' }] }, 'panel'],
  ['diff without a file', { card: 'diff', diffs: [] }, 'empty'],
  [
    'search matches',
    { card: 'search', shape: 'matches', files: [{ path: 'src/a.ts', matches: [{ lineNumber: 1, line: 'needle' }] }] },
    'results',
  ],
  ['search paths', { card: 'search', shape: 'paths', paths: ['src/a.ts'] }, 'results'],
  ['web search', { card: 'web', kind: 'search', sources: [{ url: 'https://zod.dev/', title: 'Zod' }] }, 'sources'],
];

/** The "Result" group of a card: the section its view content is drawn in. */
function resultSection(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>('[data-slot="section"][data-section="result"]');
}

describe("a view's content on every card", () => {
  it.each(CARDS)(
    'the %s card draws it after its own body, text as Markdown and the image as an image',
    (_name, intent, mainBody) => {
      const { container } = render(<ToolCard intent={{ ...intent, content: NOTE }} defaultOpen />);
      const section = resultSection(container);
      expect(section).not.toBeNull();
      expect(section).toHaveAttribute('role', 'group');
      expect(section).toHaveAccessibleName('Result');
      expect(section?.querySelector('[data-slot="markdown"] strong')).toHaveTextContent('prettier');
      expect(section).toHaveTextContent('Saved with prettier applied');
      expect(section?.querySelector('[data-slot="image"]')).toHaveAttribute(
        'src',
        'data:image/png;base64,iVBORw0KGgo=',
      );
      const body = slot(container, mainBody);
      expect(body.compareDocumentPosition(section as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it.each(CARDS)('the %s card draws no Result group without content', (_name, intent) => {
    const { container } = render(<ToolCard intent={{ ...intent, content: [] }} defaultOpen />);
    expect(resultSection(container)).toBeNull();
  });

  it('the read card draws the content text as its window, and every other block after it', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'a.txt', content: NOTE }} defaultOpen />);
    expect(slot(container, 'code-line')).toHaveTextContent('Saved with **prettier** applied');
    const section = resultSection(container);
    expect(section).toHaveAccessibleName('Result');
    expect(section?.querySelector('[data-slot="image"]')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(section).not.toHaveTextContent('prettier');
    expect(
      slot(container, 'file').compareDocumentPosition(section as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("the read card leaves out the content text its window's lines carry (the model-facing text of those lines), not its other blocks", () => {
    const content = [{ type: 'text', text: '1: one\n2: two\n\n(End of file - total 2 lines)' }, NOTE[1]];
    const lines = [
      { number: 1, text: 'one' },
      { number: 2, text: 'two' },
    ];
    for (const window of [{ lines }, { text: 'one\ntwo' }, { lines: [] }]) {
      const { container, unmount } = render(
        <ToolCard intent={{ card: 'read', path: 'a.txt', ...window, content }} defaultOpen />,
      );
      expect(container).not.toHaveTextContent('End of file - total 2 lines');
      expect(resultSection(container)?.querySelector('[data-slot="image"]')).not.toBeNull();
      unmount();
    }
  });
});

describe('raw content on the web card', () => {
  const raw = [{ type: 'text', text: 'Rate limited: try again in 30 s' }];

  it('a search with no source and no answer shows the raw content under the sources', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'web', kind: 'search', sources: [], rawContent: raw }} defaultOpen />,
    );
    const section = container.querySelector('[data-section="raw-content"]');
    expect(section).toHaveTextContent('Rate limited: try again in 30 s');
    expect(
      (container.querySelector('[data-section="sources"]') as HTMLElement).compareDocumentPosition(
        section as HTMLElement,
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('a fetch with its own page shows the raw content after the page', () => {
    const { container } = render(
      <ToolCard
        intent={{
          card: 'web',
          kind: 'fetch',
          url: 'https://zod.dev/',
          statusCode: 200,
          content: 'The page',
          rawContent: raw,
        }}
        defaultOpen
      />,
    );
    expect(container.querySelector('[data-section="content"]')).toHaveTextContent('The page');
    expect(container.querySelector('[data-section="raw-content"]')).toHaveTextContent(
      'Rate limited: try again in 30 s',
    );
  });

  it('a fetch whose page is the raw text still shows the raw blocks that are not text', () => {
    const rawContent = [
      { type: 'text', text: 'The page' },
      { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
    ];
    const { container } = render(
      <ToolCard
        intent={{ card: 'web', kind: 'fetch', url: 'https://zod.dev/', statusCode: 200, rawContent }}
        defaultOpen
      />,
    );
    expect(container.querySelector('[data-section="content"]')).toHaveTextContent('The page');
    const section = container.querySelector('[data-section="raw-content"]');
    expect(section?.querySelector('[data-slot="image"]')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(section).not.toHaveTextContent('The page');
  });
});
