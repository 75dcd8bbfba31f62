import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import '../../src/styles/styles.css';
import { preloadCards, ToolCard, ToolTranscript, type TranscriptItem } from '../../src/index';
import { everyFixtureIntentInBrowser } from '../support/every-fixture-intent-browser';

/**
 * A card that reads its scroll box while React commits its mount (to pin a log to its end, say)
 * makes the browser lay out the whole page there and then, and again for each card that writes a
 * scroll position before the next one reads: in a chat that was most of the first paint. Scroll
 * boxes are read only from observers, once the browser has laid the page out. (A card's one read
 * of its own box in the commit, the diff's width or a folded card's nearness to the screen, is
 * kept on purpose: it lays out the page once, the layout that frame needs anyway, and its answer
 * is drawn before the paint without an observer's second pass.)
 */
const LAYOUT_GETTERS: [prototype: object, name: string][] = [
  [Element.prototype, 'scrollHeight'],
  [Element.prototype, 'scrollWidth'],
  [Element.prototype, 'scrollTop'],
  [Element.prototype, 'scrollLeft'],
  [Element.prototype, 'clientHeight'],
  [Element.prototype, 'clientWidth'],
  [HTMLElement.prototype, 'offsetHeight'],
  [HTMLElement.prototype, 'offsetWidth'],
  [HTMLElement.prototype, 'offsetTop'],
  [HTMLElement.prototype, 'offsetLeft'],
];

/** Mounts `node` synchronously in a box `width` px wide and returns the scroll-box reads made meanwhile. */
function layoutReadsWhileMounting(node: ReactNode, width: number): string[] {
  const host = document.body.appendChild(document.createElement('div'));
  host.style.width = `${width}px`;
  host.style.height = '800px';
  host.style.display = 'flex';
  host.style.flexDirection = 'column';
  // Layout is clean before the mount: a read then is free, and not what is looked for.
  void document.body.offsetHeight;
  const reads: string[] = [];
  const restore: (() => void)[] = [];
  for (const [prototype, name] of LAYOUT_GETTERS) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name) as PropertyDescriptor;
    Object.defineProperty(prototype, name, {
      ...descriptor,
      get(this: Element) {
        reads.push(name);
        return descriptor.get?.call(this);
      },
    });
    restore.push(() => Object.defineProperty(prototype, name, descriptor));
  }
  const root = createRoot(host);
  try {
    flushSync(() => root.render(node));
  } finally {
    for (const undo of restore) undo();
    root.unmount();
    host.remove();
  }
  return reads;
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
