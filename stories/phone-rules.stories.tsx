import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ToolCard } from '../src/index';
import { chatTranscript, type ToolCallEntry } from '../examples/chat/transcript';
import { slotIn, slotsIn } from './support/slot-in';

// The phone rules that have no card story of their own, each at 360 px (the `phone` viewport);
// the story tests run every story once per palette, light and dark. The others: search rows and
// their line-number buttons (Cards/Search: Open Location On A Phone), a terminal's Copy buttons
// and locations (Cards/Terminal: Open Locations On A Phone), folded headers (Layout/In a chat:
// Folded Headers On A Phone).

/** A log of long lines, each with its hit far past a phone's right edge, every fifth one a hit. */
const longLineLog = Array.from(
  { length: 30 },
  (_, index) => `${'step '.repeat(60)}line ${index} ${index % 5 === 0 ? 'NEEDLE' : 'hay'} end`,
).join('\n');

/** A finished build's 500 lines: its box scrolls, and the page goes on below it. */
const finishedLog = Array.from({ length: 500 }, (_, index) => `built chunk ${index + 1}`).join('\n');

/** The example chat's calls (its first 60), folded. */
const chatIntents = chatTranscript()
  .filter((entry): entry is ToolCallEntry => entry.type === 'tool')
  .slice(0, 60)
  .map((entry) => entry.call.intent);

/** Whether `mark` is wholly inside the visible part of the scroll box `box`. */
function inView(box: HTMLElement, mark: Element): boolean {
  const view = box.getBoundingClientRect();
  const hit = mark.getBoundingClientRect();
  return (
    hit.left >= view.left &&
    hit.right <= view.left + box.clientWidth &&
    hit.top >= view.top &&
    hit.bottom <= view.top + box.clientHeight
  );
}

/**
 * Folded cards in a column that starts wider than the phone (a window before it narrowed) and
 * narrows to fit when its button is pressed, as a flex row of avatar and message writes it.
 */
function NarrowingColumn() {
  const [narrowed, setNarrowed] = useState(false);
  return (
    <div style={{ overflowX: 'hidden' }}>
      <button type="button" onClick={() => setNarrowed(true)}>
        Narrow the window
      </button>
      <div data-testid="column" style={{ width: narrowed ? '100%' : 900, height: 480, overflowY: 'auto' }}>
        {chatIntents.map((intent, index) => (
          <div key={index} style={{ display: 'flex', gap: 12 }}>
            <div aria-hidden="true" style={{ flex: 'none', width: 32, height: 32 }} />
            <div style={{ flex: 1 }}>
              <ToolCard intent={intent} defaultOpen={false} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Layout/Phone rules',
  component: ToolCard,
  args: { intent: { card: 'terminal', command: 'build', output: longLineLog, exitCode: 0 } },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Find in output on a phone: the current hit is scrolled into view sideways, for the first hit and each step. */
export const FindScrollsSidewaysToItsHit: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(360);
    const box = slotIn(canvasElement, 'output') as HTMLElement;
    await userEvent.type(slotIn(canvasElement, 'find-input') as HTMLElement, 'NEEDLE');
    await waitFor(() => expect(slotIn(canvasElement, 'find-count')).toHaveTextContent('1 of 6'));
    const currentInView = () => {
      const mark = box.querySelector('mark[data-current-hit]');
      return mark !== null && inView(box, mark);
    };
    await waitFor(() => expect(currentInView()).toBe(true));
    await expect(box.scrollLeft).toBeGreaterThan(0);
    box.scrollLeft = 0;
    await userEvent.click(slotIn(canvasElement, 'find-next') as HTMLElement);
    await waitFor(() => expect(slotIn(canvasElement, 'find-count')).toHaveTextContent('2 of 6'));
    await waitFor(() => expect(currentInView()).toBe(true));
  },
};

/**
 * A finished log on a phone: its box takes at most 6 tenths of the window, and a wheel past its
 * end goes on to the page (no `overscroll-behavior: contain`), so the chat scrolls on.
 */
export const FinishedLogLetsThePageScroll: Story = {
  args: { intent: { card: 'terminal', command: 'npm run build', output: finishedLog, exitCode: 0 } },
  render: (args) => (
    <div>
      <ToolCard {...args} />
      <p style={{ height: 1200 }}>The rest of the chat.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = slotIn(canvasElement, 'output') as HTMLElement;
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(
      canvasElement.ownerDocument.defaultView!.innerHeight * 0.6,
    );
    await expect(getComputedStyle(box).overscrollBehaviorY).toBe('auto');
  },
};

/** After the window narrows, folded cards far off screen take the new width: nothing scrolls sideways. */
export const FoldedCardsFollowANarrowedWindow: Story = {
  render: () => <NarrowingColumn />,
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('[data-testid="column"]') as HTMLElement;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Every card drawn once at the wide width, then left far above.
    for (let top = 0; top <= column.scrollHeight; top += 400) {
      column.scrollTop = top;
      await frame();
    }
    await userEvent.click(canvasElement.querySelector('button') as HTMLElement);
    await frame();
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const cards = slotsIn(canvasElement, 'header').map((header) => header.parentElement as HTMLElement);
    await expect(cards.length).toBe(chatIntents.length);
    const room = column.clientWidth - 44;
    await expect(
      cards
        .filter((card) => card.offsetWidth > room + 0.5)
        .map((card) => `${card.dataset.card}: ${card.offsetWidth}px`),
    ).toEqual([]);
  },
};
