import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import '../../src/styles/styles.css';
import { preloadCards, ToolCard, ToolTranscript, type TranscriptItem } from '../../src/index';
import { everyFixtureIntentInBrowser } from '../support/every-fixture-intent-browser';
import { scrollBoxReadsDuring } from '../support/scroll-box-reads';

/*
 * A card that reads its scroll box while React commits its mount (to pin a log to its end, say)
 * makes the browser lay out the whole page there and then, and again for each card that writes a
 * scroll position before the next one reads: in a chat that was most of the first paint. Scroll
 * boxes are read only from observers, once the browser has laid the page out. (A card's one read
 * of its own box in the commit, the diff's width or a folded card's nearness to the screen, is
 * kept on purpose: it lays out the page once, the layout that frame needs anyway, and its answer
 * is drawn before the paint without an observer's second pass.)
 */

/** Mounts `node` synchronously in a box `width` px wide and returns the scroll-box reads made meanwhile. */
function layoutReadsWhileMounting(node: ReactNode, width: number): string[] {
  const host = document.body.appendChild(document.createElement('div'));
  host.style.width = `${width}px`;
  host.style.height = '800px';
  host.style.display = 'flex';
  host.style.flexDirection = 'column';
  const root = createRoot(host);
  try {
    return scrollBoxReadsDuring(() => flushSync(() => root.render(node)));
  } finally {
    root.unmount();
    host.remove();
  }
}

const intents = everyFixtureIntentInBrowser().filter(
  ([name]) => name.startsWith('intents/') || name.startsWith('dsh/'),
);

describe('mounting reads no scroll box, in Chromium', () => {
  beforeAll(() => preloadCards());

  it.each([900, 360])('every fixture card, open and folded, at %i px', (width) => {
    const reading = intents.flatMap(([name, intent]) =>
      [true, false].flatMap((open) => {
        const reads = layoutReadsWhileMounting(<ToolCard intent={intent} defaultOpen={open} />, width);
        return reads.length === 0 ? [] : [`${name} (${open ? 'open' : 'folded'}): ${[...new Set(reads)].join(', ')}`];
      }),
    );
    expect(reading).toEqual([]);
  });

  it('a transcript of every fixture card, the last ones open', () => {
    const items: TranscriptItem[] = intents.map(([name, intent], index) => ({
      id: name,
      intent,
      defaultOpen: index >= intents.length - 4,
    }));
    expect(layoutReadsWhileMounting(<ToolTranscript items={items} />, 900)).toEqual([]);
  });
});
