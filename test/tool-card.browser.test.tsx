import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../src/styles/styles.css';
import { ToolCard } from '../src/index';
import genericFallback from './fixtures/intents/generic-fallback.json';

function card(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-toolcard]');
  if (!element) throw new Error('no card');
  return element;
}

describe('<ToolCard> in Chromium', () => {
  it('is operable from the keyboard: Tab reaches the toggle, Enter and Space toggle it', async () => {
    const { container } = await render(<ToolCard intent={genericFallback} />);
    const toggle = container.querySelector<HTMLButtonElement>('[data-slot="toggle"]');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(toggle);
    expect(getComputedStyle(toggle as Element).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    expect(card(container)).toHaveAttribute('data-state', 'closed');
    await userEvent.keyboard(' ');
    expect(card(container)).toHaveAttribute('data-state', 'open');
  });

  it('draws the light palette, the dark one with data-theme, and follows an ancestor data-theme', async () => {
    const { container } = await render(
      <>
        <ToolCard intent={genericFallback} theme="light" />
        <ToolCard intent={genericFallback} theme="dark" />
        <div data-theme="dark">
          <ToolCard intent={genericFallback} />
        </div>
      </>,
    );
    const [light, dark, inherited] = [...container.querySelectorAll<HTMLElement>('[data-toolcard]')];
    expect(getComputedStyle(light as Element).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(dark as Element).backgroundColor).toBe('rgb(13, 17, 23)');
    expect(getComputedStyle(inherited as Element).backgroundColor).toBe('rgb(13, 17, 23)');
  });

  it('drops its styles with unstyled', async () => {
    const { container } = await render(<ToolCard intent={genericFallback} unstyled />);
    expect(getComputedStyle(card(container)).borderTopStyle).toBe('none');
  });

  it('spins the running icon only when motion is welcome', async () => {
    const { container } = await render(<ToolCard intent={{ card: 'generic', title: 'x', status: 'running' }} />);
    const icon = container.querySelector('[data-slot="status-icon"]') as Element;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(getComputedStyle(icon).animationName).toBe(reduced ? 'none' : 'tc-spin');
  });

  it('copies through the Clipboard API and says "Copied"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = await render(<ToolCard intent={genericFallback} />);
    const copy = container.querySelector<HTMLButtonElement>('[data-slot="copy"]') as HTMLButtonElement;
    await userEvent.click(copy);
    await expect.poll(() => copy.textContent).toBe('Copied');
    expect(JSON.parse(writeText.mock.calls[0]?.[0] as string)).toEqual(genericFallback.rawInput);
  });
});

describe('an unstyled card in Chromium', () => {
  it('still virtualizes long output: its viewport stays bounded without the kit’s stylesheet', async () => {
    const output = Array.from({ length: 10_000 }, (_, index) => `line ${index}`).join('\n');
    const patch = [
      '--- a/x.txt',
      '+++ b/x.txt',
      '@@ -1,0 +1,5000 @@',
      ...Array.from({ length: 5_000 }, (_, index) => `+added ${index}`),
    ].join('\n');
    const { container } = await render(
      <>
        <ToolCard intent={{ card: 'terminal', command: 'seq', output }} unstyled />
        <ToolCard intent={{ card: 'diff', patch }} unstyled />
      </>,
    );
    await expect.poll(() => container.querySelectorAll('[data-slot="line"]').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('[data-slot="line"]').length).toBeLessThan(200);
    expect(container.querySelectorAll('[data-slot="line"]').length).toBeLessThan(300);
  });
});
