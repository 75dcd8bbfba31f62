import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { ToolCard } from '../../src/index';
import { chatTranscript, type ToolCallEntry } from '../../examples/chat/transcript';

/** Two frames: content-visibility decides what is on screen, and records sizes, at rendering time. */
async function frames(): Promise<void> {
  for (let index = 0; index < 2; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

const intents = chatTranscript()
  .filter((entry): entry is ToolCallEntry => entry.type === 'tool')
  .map((entry) => entry.call.intent);

// A flex row of avatar and message column, as the example chat and most hosts write it: the
// column's automatic minimum is the card's min-content width, which a card skipped by
// content-visibility would take from the width it remembers.
it('after the scroll box narrows from 900 to 360 px, folded cards scrolled far off screen take the new width', async () => {
  const { container } = await render(
    <div data-testid="scroller" style={{ width: 900, height: 400, overflow: 'auto' }}>
      {intents.map((intent, index) => (
        <div key={index} style={{ display: 'flex', gap: 12 }}>
          <div aria-hidden="true" style={{ flex: 'none', width: 32, height: 32 }} />
          <div style={{ flex: 1 }}>
            <ToolCard intent={intent} defaultOpen={false} />
          </div>
        </div>
      ))}
    </div>,
  );
  const scroller = container.querySelector<HTMLElement>('[data-testid="scroller"]') as HTMLElement;
  // Every card is drawn on screen once at 900 px (so its size is remembered), then left far above.
  for (let top = 0; top <= scroller.scrollHeight; top += 300) {
    scroller.scrollTop = top;
    await frames();
  }
  scroller.scrollTop = scroller.scrollHeight;
  await frames();
  scroller.style.width = '360px';
  await frames();

  expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  const cards = [...scroller.querySelectorAll<HTMLElement>('[data-toolcard]')];
  expect(cards.length).toBeGreaterThan(100);
  const tooWide = cards
    .filter((card) => card.offsetWidth > 360 - 44)
    .map((card) => `${card.dataset.card}: ${card.offsetWidth}px`);
  expect(tooWide).toEqual([]);
});
