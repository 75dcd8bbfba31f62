import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import '../../src/styles/styles.css';
import { preloadCards, ToolCard, ToolTranscript, type TranscriptItem } from '../../src/index';
import { everyFixtureIntentInBrowser } from '../support/every-fixture-intent-browser';

/**
 * A read of an element's box or scroll place while React commits a mount forces the browser to lay
 * out the whole page there and then, inside the mount's task; in a chat that was most of the first
 * paint. Cards and the transcript read layout only from observers (after the browser's own layout),
 * so mounting them reads none.
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
const LAYOUT_METHODS = ['getBoundingClientRect', 'getClientRects'] as const;

/** Mounts `node` synchronously in a box `width` px wide and returns the layout reads made meanwhile. */
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
  for (const name of LAYOUT_METHODS) {
    const original = Element.prototype[name] as (this: Element) => unknown;
    Element.prototype[name] = function (this: Element) {
      reads.push(name);
      return original.call(this);
    } as never;
    restore.push(() => (Element.prototype[name] = original as never));
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

const intents = everyFixtureIntentInBrowser().filter(([name]) => name.startsWith('intents/') || name.startsWith('dsh/'));

describe('mounting reads no layout, in Chromium', () => {
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
