import { render } from '@testing-library/react';
import { ToolCard } from '../src/index';

function card(intent: unknown): HTMLElement {
  const { container } = render(<ToolCard intent={intent} />);
  const root = container.querySelector<HTMLElement>('[data-toolcard]');
  if (!root) throw new Error('no card');
  return root;
}

const slot = (root: Element, name: string) => root.querySelector(`[data-slot="${name}"]`);
const HUGE = 2_000_000;

describe('nothing a call touched is lost', () => {
  it('25 locations: 20 are drawn and the list says +5 more', () => {
    const locations = Array.from({ length: 25 }, (_, index) => ({ path: `src/file-${index}.ts` }));
    const root = card({ card: 'generic', title: 'many files', locations });
    expect(root.querySelectorAll('[data-slot="location"]')).toHaveLength(20);
    expect(slot(root, 'more-locations')).toHaveTextContent('+5 more');
  });

  it('20 locations: no "more" item', () => {
    const locations = Array.from({ length: 20 }, (_, index) => ({ path: `f${index}` }));
    expect(slot(card({ card: 'generic', locations }), 'more-locations')).toBeNull();
  });
});

describe('JSON keys are escaped like values', () => {
  it('a key with U+202E shows the escape, not a reordered line', () => {
    const root = card({ card: 'generic', title: 'bidi', output: { 'abc\u202Edef': 'x\u202Ey' } });
    const key = [...root.querySelectorAll('[data-slot="json-key"]')].find((element) =>
      element.textContent?.includes('abc'),
    );
    expect(key?.textContent).toBe('"abc\\u202edef"');
    expect(root.textContent).not.toContain('\u202E');
  });
});

describe('a 2M-character name is cut for display, never drawn whole', () => {
  const long = 'n'.repeat(HUGE);
  it.each([
    ['a title', { card: 'generic', title: long }],
    ['a tool name', { card: 'generic', tool: long }],
    ['a command', { card: 'terminal', title: 'run', command: long, cwd: long, output: 'ok' }],
    ['a read path', { card: 'read', path: long, text: 'x' }],
    ['a JSON key', { card: 'generic', title: 'key', output: { [long]: 1 } }],
    ['a location path', { card: 'generic', title: 'loc', locations: [{ path: long }] }],
    ['a search query', { card: 'search', shape: 'paths', query: long, truncated: false, total: 0, paths: [] }],
    ['an unknown card name', { card: long }],
  ])('%s', (_name, intent) => {
    const root = card(intent);
    expect(root.outerHTML.length).toBeLessThan(100_000);
    expect(root.textContent).toContain('…');
  });
});

describe('text previews cut at code points', () => {
  it('an emoji at the 20,000-unit cut is kept whole or left out whole, never halved', () => {
    const text = `${'a'.repeat(19_999)}😀tail`;
    const root = card({ card: 'generic', title: 'cut', rawInput: text });
    const shown = slot(root, 'input-text')?.textContent ?? '';
    expect(shown).toBe(`${'a'.repeat(19_999)}…`);
    expect(slot(root, 'show-more')).toHaveTextContent('Show more (6 more characters)');
  });
});

describe('lone surrogates become U+FFFD where the intent enters', () => {
  it('in a title, a terminal output and a JSON key', () => {
    const root = card({ card: 'terminal', title: 'half \ud83d', output: 'out \ude00\n' });
    expect(slot(root, 'title')).toHaveTextContent('half \uFFFD');
    expect(slot(root, 'output')).toHaveTextContent('out \uFFFD');
    const raw = card({ card: 'generic', title: 'k', output: { 'k\ud800': 'v' } });
    expect(raw.textContent).toContain('"k\uFFFD"');
  });
});
