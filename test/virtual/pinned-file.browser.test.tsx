import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { ToolCard } from '../../src/index';
import { manyMatches } from '../cards/search/search-test-data';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const lines = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index}`).join('\n') + '\n';

/** Scrolls `element` to `top` as a user would, and lets the list redraw. */
async function scrollTo(element: HTMLElement, top: number) {
  element.scrollTop = top;
  element.dispatchEvent(new Event('scroll'));
  await nextFrame();
  await nextFrame();
}

function pinnedIn(view: HTMLElement): HTMLElement | null {
  return view.querySelector<HTMLElement>('[data-slot="pinned-file"]');
}

describe('the current file pinned over its scrolling rows, in Chromium', () => {
  it("pins a diff file's name at the top of the view while its rows scroll, and the next file's once it comes", async () => {
    const file = (name: string) => ({
      path: name,
      oldText: lines(200, 'line'),
      newText: lines(200, 'line').replace(/line (\d*[05])\n/g, 'changed $1\n'),
    });
    const { container } = await render(
      <ToolCard intent={{ card: 'diff', diffs: [file('src/first.ts'), file('src/second.ts')] }} />,
    );
    const view = container.querySelector<HTMLElement>('[data-slot="changes"]') as HTMLElement;
    // At the top the file's own header is in view: nothing pinned.
    expect(pinnedIn(view)).toBeNull();

    await scrollTo(view, 2000);
    await expect.poll(() => pinnedIn(view)?.textContent).toContain('src/first.ts');
    const pinned = pinnedIn(view) as HTMLElement;
    expect(Math.abs(pinned.getBoundingClientRect().top - view.getBoundingClientRect().top)).toBeLessThanOrEqual(1);
    // A picture for the eye; the real header with its toggle is the one assistive technology reads.
    expect(pinned.closest('[aria-hidden="true"]')).not.toBeNull();

    const secondHeader = () =>
      [...view.querySelectorAll<HTMLElement>('[data-slot="file-header"]')].find((header) =>
        header.textContent?.includes('src/second.ts'),
      );
    await scrollTo(view, view.scrollHeight - view.clientHeight);
    await expect.poll(() => pinnedIn(view)?.textContent).toContain('src/second.ts');
    expect(secondHeader()).toBeUndefined();
  });

  it("pins a search file's path over its matches, in a short list and in a virtualized one", async () => {
    for (const [matches, files] of [
      [120, 3],
      [2000, 20],
    ] as const) {
      const intent = manyMatches(matches, files);
      // The second file's header is row matches / files + 1.
      const { container, unmount } = await render(<ToolCard intent={intent} />);
      const results = container.querySelector<HTMLElement>('[data-slot="results"]') as HTMLElement;
      expect(pinnedIn(results)).toBeNull();
      await scrollTo(results, 24 * 10);
      await expect.poll(() => pinnedIn(results)?.textContent).toBe('src/module-0.ts');
      expect(
        Math.abs((pinnedIn(results) as HTMLElement).getBoundingClientRect().top - results.getBoundingClientRect().top),
      ).toBeLessThanOrEqual(1);
      // Rows do not move for it: it takes no height.
      expect((pinnedIn(results)?.parentElement as HTMLElement).getBoundingClientRect().height).toBe(0);
      await scrollTo(results, 24 * (matches / files + 10));
      await expect.poll(() => pinnedIn(results)?.textContent).toBe('src/module-1.ts');
      unmount();
    }
  });
});
