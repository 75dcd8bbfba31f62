import { act, fireEvent, render } from '@testing-library/react';
import { ToolCard } from '../src/index';

function renderCard(intent: unknown) {
  const { container } = render(<ToolCard intent={intent} />);
  const card = container.querySelector<HTMLElement>('[data-toolcard]');
  if (!card) throw new Error('no card');
  return card;
}

/** Nothing a tool said may become markup or a script: no elements it named, no handlers, no script URLs. */
function expectNothingExecutable(card: HTMLElement) {
  expect(card.querySelector('script, iframe, object, embed, img[onerror], svg script')).toBeNull();
  for (const element of card.querySelectorAll('*')) {
    for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
  }
  for (const link of card.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
  for (const image of card.querySelectorAll('img'))
    expect(image.getAttribute('src')).toMatch(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}$/);
}

function nest(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = { child: value };
  return value;
}

describe('bad input still gets a card', () => {
  it.each([
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['a number', 42, '42'],
    ['NaN', Number.NaN, 'NaN'],
    ['a string', 'just text', 'just text'],
    ['an array', ['first', 'second'], '"second"'],
    ['an empty object', {}, '{}'],
    ['an object with no card', { title: 'lost' }, 'lost'],
  ])('%s: a generic card with a note and the value as text', (_label, value, visible) => {
    const card = renderCard(value);
    expect(card).toHaveAttribute('data-card', 'generic');
    expect(card.querySelector('[data-slot="note"]')).not.toBeNull();
    expect(card.querySelector('[data-slot="body"]')).toHaveTextContent(visible);
    expectNothingExecutable(card);
  });

  it.each([
    [{ card: 'generic', title: ['not', 'a', 'string'] }, 'title'],
    [{ card: 'generic', content: 'not an array' }, 'content'],
    [{ card: 'generic', status: 7 }, 'status'],
    [{ card: 'web', kind: 'search', sources: [{ url: 5 }], truncated: false }, 'sources.0.url'],
  ])('wrong field types in %j: the note names %s and the raw data shows', (intent, path) => {
    const card = renderCard(intent);
    expect(card.querySelector('[data-slot="note"]')).toHaveTextContent(path);
    expect(card.querySelector('[data-slot="body"]')).toHaveTextContent('"card"');
  });

  it('one malformed match among 5,000 search matches, at index 4,000: the generic card names it', () => {
    const matches = Array.from({ length: 5_000 }, (_, index) => ({ lineNumber: index + 1, line: `hit ${index}` }));
    const intent = { card: 'search', shape: 'matches', files: [{ path: 'src/a.ts', matches }] };
    expect(renderCard(intent)).toHaveAttribute('data-card', 'search');
    matches[4_000] = { lineNumber: 1.5, line: 'a fractional line number' };
    const card = renderCard(intent);
    expect(card).toHaveAttribute('data-card', 'generic');
    expect(card.querySelector('[data-slot="note"]')).toHaveTextContent('files.0.matches.4000.lineNumber');
  });

  it('100,000 levels of nesting: the first levels show and the rest stays collapsed with counts', () => {
    const card = renderCard({ card: 'generic', title: 'deep', rawInput: nest(100_000) });
    expect(card.querySelectorAll('[data-slot="json-row"]').length).toBeLessThan(20);
    expect(card.querySelector('[data-slot="json-count"]')).toHaveTextContent('1 key');
  });

  it('100,000 levels of nesting in an unknown card: the raw fallback does not overflow either', () => {
    const card = renderCard({ card: 'chart', data: nest(100_000) });
    expect(card.querySelector('[data-slot="note"]')).toHaveTextContent('Unrecognized card');
  });

  it('a 20 MB string: cut, with the size of the rest and a way to see more', () => {
    const huge = 'A'.repeat(20_000_000);
    const card = renderCard({
      card: 'generic',
      title: 'huge',
      rawInput: huge,
      content: [{ type: 'text', text: huge }],
    });
    expect(card.textContent?.length).toBeLessThan(100_000);
    expect(card.querySelectorAll('[data-slot="show-more"]')).toHaveLength(2);
    expect(card).toHaveTextContent('19,980,000 more characters');
  });

  it('100,000 keys: one page of keys and a button for the next', () => {
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`key${index}`, index]));
    const card = renderCard({ card: 'generic', title: 'wide', rawInput: wide });
    expect(card.querySelectorAll('[data-slot="json-row"]').length).toBeLessThan(110);
    expect(card.querySelector('[data-slot="json-more"]')).toHaveTextContent('Show more (100 of 100,000 shown)');
  });

  it('hostile strings stay text: no element, no handler, no script link', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const card = renderCard({
      card: 'generic',
      title: hostile,
      tool: '<script>alert(1)</script>',
      error: hostile,
      rawInput: { html: hostile, link: 'javascript:alert(1)' },
      content: [
        { type: 'text', text: hostile },
        { type: 'resource_link', uri: 'javascript:alert(1)', name: 'click' },
        { type: 'resource_link', uri: ' data:text/html,<script>alert(1)</script>', name: 'data' },
        { type: 'image', data: 'x" onerror="alert(1)', mimeType: 'image/png' },
        { type: 'image', data: 'PHN2Zz48L3N2Zz4=', mimeType: 'image/svg+xml' },
      ],
    });
    expectNothingExecutable(card);
    expect(card.querySelectorAll('a')).toHaveLength(0);
    expect(card.querySelectorAll('img')).toHaveLength(0);
    expect(card.querySelector('[data-slot="title"]')).toHaveTextContent(hostile);
    expect(card.querySelector('[data-slot="error"]')).toHaveTextContent(hostile);
    expect(card.querySelector('[data-slot="body"]')).toHaveTextContent('javascript:alert(1)');
  });

  it('U+202E cannot reorder the card: the title is isolated and JSON shows the control as an escape', () => {
    const spoof = 'invoice\u202Etxt.exe';
    const card = renderCard({ card: 'generic', title: spoof, rawInput: { file: spoof } });
    expect(card.querySelector('[data-slot="title"]')?.tagName).toBe('BDI');
    expect(card.querySelector('[data-slot="json-value"]')).toHaveTextContent('"invoice\\u202etxt.exe"');
  });
});

describe('copying bad input', () => {
  it('copies a 100,000-level value as JSON, where JSON.stringify would throw', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<ToolCard intent={{ card: 'generic', title: 'deep', rawInput: nest(100_000) }} />);
    await act(async () => fireEvent.click(container.querySelector('[data-slot="copy"]') as Element));
    const copied = writeText.mock.calls[0]?.[0] as string;
    expect(copied.startsWith('{\n  "child": {\n    "child": {')).toBe(true);
    expect(copied).toContain('"bottom"');
    expect(container.querySelector('[data-slot="copy"]')).toHaveTextContent('Copied');
  });
});
