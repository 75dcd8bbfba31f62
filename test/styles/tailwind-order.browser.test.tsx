import { compile } from 'tailwindcss';
import tailwindIndex from 'tailwindcss/index.css?raw';
import { render } from 'vitest-browser-react';
import { ToolCard } from '../../src/index';
import terminalResult from '../fixtures/intents/terminal-result.json';
import { addStyle, kitStylesheetFile } from './kit-stylesheets';

// A real Tailwind v4 stylesheet, compiled in the page by Tailwind's own compiler from the host's
// entry CSS, with the kit's stylesheet imported before or after it.
async function tailwindPage(entry: string, utilities: string[]): Promise<() => void> {
  const compiler = await compile(entry, {
    base: '/',
    loadStylesheet: async (id) => {
      if (id === 'tailwindcss') return { path: 'tailwindcss/index.css', base: '/', content: tailwindIndex };
      const name = id.replace(/^(toolcards\/|\.\/)/, '');
      return { path: name, base: '/', content: kitStylesheetFile(name) };
    },
  });
  return addStyle(compiler.build(utilities));
}

const orders = {
  'Tailwind first, then the kit (the natural order)': '@import "tailwindcss";\n@import "toolcards/styles.css";',
  'the kit first, then Tailwind': '@import "toolcards/styles.css";\n@import "tailwindcss";',
};

describe.each(Object.entries(orders))('a Tailwind v4 page, %s', (_order, entry) => {
  let removeStyle = () => {};
  beforeEach(async () => {
    removeStyle = await tailwindPage(entry, [
      'rounded-none',
      'border-4',
      'border-dashed',
      'p-0',
      'hidden',
      'bg-red-500',
    ]);
  });
  afterEach(() => removeStyle());

  it('lets utility classes on the card and its slots override the kit', async () => {
    const { container } = await render(
      <ToolCard
        intent={terminalResult}
        className="rounded-none border-4 border-dashed"
        classNames={{ header: 'p-0 bg-red-500', status: 'hidden' }}
      />,
    );
    const card = container.querySelector('[data-toolcard]') as HTMLElement;
    const header = card.querySelector('[data-slot="header"]') as HTMLElement;
    expect(getComputedStyle(card).borderTopLeftRadius).toBe('0px');
    expect(getComputedStyle(card).borderTopWidth).toBe('4px');
    expect(getComputedStyle(card).borderTopStyle).toBe('dashed');
    expect(getComputedStyle(header).paddingLeft).toBe('0px');
    expect(getComputedStyle(header).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(card.querySelector('[data-slot="status"]') as Element).display).toBe('none');
  });

  it('keeps the kit over Tailwind’s preflight where no utility asks otherwise', async () => {
    const { container } = await render(<ToolCard intent={terminalResult} />);
    const card = container.querySelector('[data-toolcard]') as HTMLElement;
    // Preflight sets `border: 0 solid` and `padding: 0` on everything; the kit's own values stand.
    expect(getComputedStyle(card).borderTopWidth).toBe('1px');
    expect(getComputedStyle(card).borderTopLeftRadius).toBe('10px');
    expect(getComputedStyle(card.querySelector('[data-slot="header"]') as Element).paddingLeft).toBe('4px');
    expect(getComputedStyle(card.querySelector('[data-slot="status"]') as Element).borderTopWidth).toBe('1px');
  });
});
