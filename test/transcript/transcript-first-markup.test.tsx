import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { normalizeIds } from '../../src/testing/index';
import { expectCleanHydration } from '../support/expect-clean-hydration';
import { firstMarkupTranscripts, serverRecord } from './transcript-first-markup';

/**
 * The markup under `root` as a snapshot compares it: ids renamed in order (`normalizeIds`), React's
 * comment markers (which a client render lacks) left out, and each `style` spelled the DOM's way.
 */
function comparable(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of copy.querySelectorAll<HTMLElement>('[style]'))
    element.setAttribute('style', element.style.cssText);
  return normalizeIds(copy.innerHTML);
}

describe('the first markup of a transcript on the client', () => {
  it.each(firstMarkupTranscripts())('is the server’s (the ssr project’s record), $name', ({ name, drawn, element }) => {
    const server = document.createElement('div');
    server.innerHTML = readFileSync(resolve(import.meta.dirname, serverRecord(name)), 'utf8');
    const { container } = render(element);
    expect(container.querySelectorAll('[data-slot="feed-item"]')).toHaveLength(drawn);
    expect(comparable(container)).toBe(comparable(server));
  });

  it.each(firstMarkupTranscripts())('hydrates its server markup with no mismatch, $name', async ({ element }) => {
    expect(await expectCleanHydration(element)).toContain('aria-setsize="1000"');
  });
});
