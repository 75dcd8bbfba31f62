import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { ToolTranscript, type ToolTranscriptHandle, type TranscriptItem } from '../../src/index';
import { renderMessage, transcriptItems } from './transcript-items';

/** Resolves after `count` animation frames: layout, the observers and React's commits have run. */
const frames = (count: number) =>
  new Promise<void>((done) => {
    let left = count;
    const step = () => (--left <= 0 ? done() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  });

const viewportOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="viewport"]')!;
const itemAt = (root: HTMLElement, position: number) =>
  root.querySelector<HTMLElement>(`[data-slot="feed-item"][aria-posinset="${position}"]`);
const atEnd = (viewport: HTMLElement) => viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight <= 2;
/** The first item whose top is in the viewport. */
const firstInView = (viewport: HTMLElement) => {
  const top = viewport.getBoundingClientRect().top;
  return [...viewport.querySelectorAll<HTMLElement>('[data-slot="feed-item"]')].find(
    (item) => item.getBoundingClientRect().top >= top,
  )!;
};
const focusedPosition = () => document.activeElement?.getAttribute('aria-posinset');

/** A call whose card is 30 lines tall once open. */
const tallCall = (index: number): TranscriptItem => ({
  id: `tall-${index}`,
  intent: {
    card: 'terminal',
    title: `Tall ${index}`,
    command: 'seq 30',
    output: Array.from({ length: 30 }, (_, line) => `${line}`).join('\n'),
    exitCode: 0,
  },
});

describe('ToolTranscript in Chromium', () => {
  it('keeps what the reader sees in place when a card above opens', async () => {
    const items = Array.from({ length: 200 }, (_, index) => tallCall(index));
    const ref = createRef<ToolTranscriptHandle>();
    const { container } = await render(
      <ToolTranscript ref={ref} items={items} follow={false} style={{ height: 600 }} />,
    );
    ref.current!.scrollToItem('tall-50');
    // Within a pixel: heights are measured in whole pixels, a box may sit on a half one.
    await expect
      .poll(() =>
        Math.abs(
          (itemAt(container, 51)?.getBoundingClientRect().top ?? Infinity) -
            viewportOf(container).getBoundingClientRect().top,
        ),
      )
      .toBeLessThanOrEqual(1);
    await frames(10);
    // The reader's last move is down, as one reading on does. TanStack leaves the scroll position
    // alone while one scrolls up (by design), and scrollToItem's own corrections may end upwards:
    // whether its 150 ms "scrolling" state had ended within these frames then decided the test.
    viewportOf(container).scrollTop += 1;
    await frames(3);
    const read = itemAt(container, 51)!;
    const before = read.getBoundingClientRect().top;
    const above = itemAt(container, 49)!;
    expect(above.getBoundingClientRect().bottom).toBeLessThanOrEqual(before);
    above.querySelector<HTMLButtonElement>('[data-slot="toggle"]')!.click();
    await expect.poll(() => above.querySelector('[data-toolcard]')?.getAttribute('data-state')).toBe('open');
    await frames(5);
    // The card above really grew (else this would prove nothing), and the item read did not move.
    expect(above.getBoundingClientRect().height).toBeGreaterThan(200);
    expect(Math.abs(itemAt(container, 51)!.getBoundingClientRect().top - before)).toBeLessThanOrEqual(1);
  });

  it('follows the live end, holds still once scrolled up with "Jump to latest" and the new count, and follows again after it', async () => {
    let items = transcriptItems(100);
    const screen = await render(<ToolTranscript items={items} renderItem={renderMessage} style={{ height: 500 }} />);
    const viewport = viewportOf(screen.container);
    await expect.poll(() => atEnd(viewport)).toBe(true);

    items = [...items, ...transcriptItems(105).slice(100)];
    await screen.rerender(<ToolTranscript items={items} renderItem={renderMessage} style={{ height: 500 }} />);
    await frames(3);
    await expect.poll(() => atEnd(viewport) && itemAt(screen.container, 105) !== null).toBe(true);

    // The last card grows as it streams, opened: the bottom stays in view.
    const streamed = { ...tallCall(105), defaultOpen: true };
    items = [...items, streamed];
    await screen.rerender(<ToolTranscript items={items} renderItem={renderMessage} style={{ height: 500 }} />);
    await frames(3);
    await expect.poll(() => atEnd(viewport)).toBe(true);

    viewport.scrollTop = 1000;
    await frames(10);
    expect(screen.container.querySelector('[data-slot="jump-to-latest"]')).not.toBeNull();
    const read = firstInView(viewport);
    const top = read.getBoundingClientRect().top;
    items = [...items, ...transcriptItems(109).slice(106)];
    await screen.rerender(<ToolTranscript items={items} renderItem={renderMessage} style={{ height: 500 }} />);
    await frames(5);
    expect(Math.abs(read.getBoundingClientRect().top - top)).toBeLessThanOrEqual(1);
    expect(atEnd(viewport)).toBe(false);
    const jump = screen.container.querySelector<HTMLButtonElement>('[data-slot="jump-to-latest"]')!;
    expect(jump).toHaveTextContent('Jump to latest 3 new');

    await userEvent.click(jump);
    await expect.poll(() => atEnd(viewport) && itemAt(screen.container, 109) !== null).toBe(true);
    expect(screen.container.querySelector('[data-slot="jump-to-latest"]')).toBeNull();
    expect(viewport).toHaveAttribute('data-following', '');
  });

  it('moves focus across 1,000 items with the keyboard, to ones never drawn before', async () => {
    const { container } = await render(
      <ToolTranscript
        items={transcriptItems(1000)}
        renderItem={renderMessage}
        follow={false}
        style={{ height: 500 }}
      />,
    );
    expect(itemAt(container, 1000)).toBeNull();
    itemAt(container, 1)!.focus();
    await userEvent.keyboard('{End}');
    await expect.poll(focusedPosition).toBe('1000');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}k');
    await expect.poll(focusedPosition).toBe('997');
    await userEvent.keyboard('{Home}');
    await expect.poll(focusedPosition).toBe('1');
    await userEvent.keyboard('jj{ArrowDown}');
    await expect.poll(focusedPosition).toBe('4');
    // One Tab stop: the focused item holds it, and no other item does.
    expect(
      [...container.querySelectorAll('[data-slot="feed-item"][tabindex="0"]')].map((item) =>
        item.getAttribute('aria-posinset'),
      ),
    ).toEqual(['4']);
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => itemAt(container, 4)!.querySelector('[data-toolcard]')?.getAttribute('data-state'))
      .toBe('open');
  });

  it('keeps the focused item drawn, and focused, while it is scrolled far out of view', async () => {
    const { container } = await render(
      <ToolTranscript
        items={transcriptItems(1000)}
        renderItem={renderMessage}
        follow={false}
        style={{ height: 500 }}
      />,
    );
    itemAt(container, 2)!.focus();
    await frames(2);
    const viewport = viewportOf(container);
    viewport.scrollTop = 20_000;
    await frames(5);
    expect(itemAt(container, 3)).toBeNull();
    expect(focusedPosition()).toBe('2');
    expect(itemAt(container, 2)).toHaveAttribute('data-kept', '');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(focusedPosition).toBe('3');
  });

  it('scrolls to an item by id through its ref', async () => {
    const ref = createRef<ToolTranscriptHandle>();
    const { container } = await render(
      <ToolTranscript
        ref={ref}
        items={transcriptItems(1000)}
        renderItem={renderMessage}
        follow={false}
        style={{ height: 500 }}
      />,
    );
    expect(ref.current!.scrollToItem('no-such-id')).toBe(false);
    expect(ref.current!.scrollToItem('call-500')).toBe(true);
    const viewportTop = viewportOf(container).getBoundingClientRect().top;
    await expect
      .poll(() => Math.round(itemAt(container, 501)?.getBoundingClientRect().top ?? -1))
      .toBe(Math.round(viewportTop));
  });

  it('draws the folded cards it shows with their previews in the mount, reading no card box (no layout forced)', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const read = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      flushSync(() =>
        root.render(<ToolTranscript items={transcriptItems(200)} renderItem={renderMessage} style={{ height: 600 }} />),
      );
      const inFeed = read.mock.contexts.filter((element) => container.contains(element as Element));
      expect(inFeed).toEqual([]);
      const bodies = [
        ...container.querySelectorAll<HTMLElement>('[data-toolcard][data-state="closed"] [data-slot="body"]'),
      ];
      expect(bodies.length).toBeGreaterThan(5);
      expect(bodies.every((body) => body.childElementCount > 0)).toBe(true);
    } finally {
      read.mockRestore();
      root.unmount();
      container.remove();
    }
  });
});
