import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { ToolCard } from '../../src/index';
import terminalResult from '../fixtures/intents/terminal-result.json';
import { expectCleanHydration } from '../support/expect-clean-hydration';

/** A transcript of folded terminal calls, far longer than the screen, each with a preview to draw. */
function FoldedTranscript({ calls }: { calls: number }) {
  return (
    <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {Array.from({ length: calls }, (_, index) => (
        <li key={index} data-call={index}>
          <ToolCard intent={{ ...terminalResult, title: `call ${index}` }} defaultOpen={false} />
        </li>
      ))}
    </ol>
  );
}

const previewOf = (container: HTMLElement, call: number) =>
  container.querySelector(`[data-call="${call}"] [data-slot="preview"]`);

describe('a long transcript of folded cards, in a browser', () => {
  it('draws the previews near the screen and leaves the far ones until they are scrolled to', async () => {
    await page.viewport(900, 600);
    const { container } = await render(<FoldedTranscript calls={120} />);
    await expect.poll(() => previewOf(container, 0)).not.toBeNull();
    // Far below the screen: every card still has its header, but no preview was built for it.
    expect(container.querySelectorAll('[data-toolcard]')).toHaveLength(120);
    expect(previewOf(container, 119)).toBeNull();
    expect(container.querySelector('[data-call="119"] [data-slot="title"]')?.textContent).toBe('call 119');

    container.querySelector('[data-call="119"]')?.scrollIntoView();
    await expect.poll(() => previewOf(container, 119)).not.toBeNull();
  });

  it('keeps a preview once drawn, and draws the body at once when a card is opened', async () => {
    await page.viewport(900, 600);
    const { container } = await render(<FoldedTranscript calls={120} />);
    await expect.poll(() => previewOf(container, 0)).not.toBeNull();
    container.querySelector('[data-call="119"]')?.scrollIntoView();
    await expect.poll(() => previewOf(container, 119)).not.toBeNull();
    container.querySelector('[data-call="0"]')?.scrollIntoView();
    // Back at the top, the far card's preview is still there: nothing a reader saw is taken away.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(previewOf(container, 119)).not.toBeNull();

    const far = container.querySelector<HTMLElement>('[data-call="60"]');
    expect(previewOf(container, 60)).toBeNull();
    far?.querySelector<HTMLButtonElement>('[data-slot="toggle"]')?.click();
    await expect.poll(() => far?.querySelector('[data-slot="output"]')).not.toBeNull();
  });

  it('hydrates server markup, which holds every preview, and keeps them all after hydration', async () => {
    await page.viewport(900, 600);
    const markup = await expectCleanHydration(<FoldedTranscript calls={120} />);
    expect(markup.match(/data-slot="preview"/g)).toHaveLength(120);
  });
});
