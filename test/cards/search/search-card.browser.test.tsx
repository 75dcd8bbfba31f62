import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { ToolCard } from '../../../src/index';
import { manyMatches } from './search-test-data';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the search card in Chromium', () => {
  it('scrolls 5,000 virtualized matches to the last one, drawing only what is visible', async () => {
    const { container } = await render(<ToolCard intent={manyMatches(5000, 50)} />);
    const results = container.querySelector<HTMLElement>('[data-slot="results"]') as HTMLElement;
    expect(results.scrollHeight).toBeGreaterThan(results.clientHeight * 10);
    results.scrollTop = results.scrollHeight;
    results.dispatchEvent(new Event('scroll'));
    await nextFrame();
    await nextFrame();
    // The last file's last match is drawn; the first file's header is gone.
    await expect.poll(() => results.querySelector('[data-slot="match"]:last-child')?.getAttribute('data-index')).toBe('5049');
    expect(results.textContent).not.toContain('src/module-0.ts');
    expect(results.querySelectorAll('[data-slot="match"]').length).toBeLessThan(80);
    // Rows are one fixed height: the virtualizer's estimate holds, so nothing jumps.
    const row = results.querySelector<HTMLElement>('[data-slot="match"]') as HTMLElement;
    expect(row.getBoundingClientRect().height).toBe(24);
  });
});
