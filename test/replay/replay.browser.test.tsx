import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { preloadHighlighter, ToolCard } from '../../src/index';
import { loadSessions, type RecordedCall } from '../fixtures/sessions/load-sessions-browser';
import {
  announcement,
  comparableTree,
  firstDifference,
  markupWithoutAnnouncement,
  renameReactIds,
  treeDifference,
} from './replay-markup';

/*
 * The replay proof in Chromium, with the kit's stylesheet, real layout, real scrolling and
 * measured virtual rows: every recorded call draws the same card live, replayed from its final
 * intent, and from React's server renderer (its browser build). replay.test.tsx is the jsdom
 * twin; replay-markup.ts says what "the same" allows and why.
 */

const calls: [string, RecordedCall][] = loadSessions().flatMap((session) =>
  session.calls.map((call): [string, RecordedCall] => [`${session.name} ${call.callId}`, call]),
);

const finalOf = (call: RecordedCall) => call.updates[call.updates.length - 1];

function cardIn(container: HTMLElement): Element {
  const card = container.querySelector('[data-toolcard]');
  if (!card) throw new Error('no card rendered');
  return card;
}

/** Waits until the markup rests: observers, measurements and highlighting slices have run. */
async function settle(card: () => Element): Promise<string> {
  let last = card().outerHTML;
  for (let quiet = 0, turns = 0; quiet < 5 && turns < 400; turns++) {
    await new Promise((resolve) => setTimeout(resolve, 16));
    const now = card().outerHTML;
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  return last;
}

beforeAll(async () => {
  await preloadHighlighter({ langs: ['js', 'md'] });
});

/** The card's scrolled viewports (terminal output, file and diff views): where each one is scrolled to. */
function scrollPositions(card: Element): number[] {
  return [...card.querySelectorAll<HTMLElement>('[data-slot="output"], [data-slot="file"], [data-slot="changes"]')].map(
    (element) => element.scrollTop,
  );
}

/** Hydrates server markup in the page, as a server-rendered chat would; React reports any mismatch. */
async function hydrateServerMarkup(intent: unknown) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ToolCard intent={intent} />);
  document.body.append(container);
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = hydrateRoot(container, <ToolCard intent={intent} />, { onRecoverableError: recoverable });
  let errorCalls: unknown[][];
  try {
    await settle(() => cardIn(container));
  } finally {
    // Copied first: restoring a spy clears what it recorded.
    errorCalls = [...errors.mock.calls];
    errors.mockRestore();
  }
  return {
    card: cardIn(container),
    recoverable: [...recoverable.mock.calls],
    errors: errorCalls,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

describe.each(calls)('replaying %s in Chromium', (_name, call) => {
  it('draws the same card live as replayed from the final intent, once scrolled to the same place', async () => {
    const live = await render(<ToolCard intent={call.updates[0]} />);
    for (const update of call.updates.slice(1)) await live.rerender(<ToolCard intent={update} />);
    await settle(() => cardIn(live.container));
    const liveCard = cardIn(live.container);
    const replayed = await render(<ToolCard intent={finalOf(call)} />);
    await settle(() => cardIn(replayed.container));
    const replayedCard = cardIn(replayed.container);

    // A long terminal output lands at its end either way: the live card followed it, the replayed
    // one opens there. So both viewports rest in the same place and draw the same rows.
    expect(scrollPositions(liveCard)).toEqual(scrollPositions(replayedCard));
    // History the markup legitimately keeps:
    // the live card announced its last status change; the replayed one mounted settled and is silent.
    expect(announcement(liveCard)).not.toBe('');
    expect(announcement(replayedCard)).toBe('');

    const a = renameReactIds(markupWithoutAnnouncement(liveCard));
    const b = renameReactIds(replayedCard.outerHTML);
    expect(a === b, firstDifference(a, b)).toBe(true);
  });

  it('hydrates the server markup (renderToString in the browser) with no mismatch, into the same card as replayed', async () => {
    const hydrated = await hydrateServerMarkup(finalOf(call));
    try {
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.errors).toEqual([]);
      const replayed = await render(<ToolCard intent={finalOf(call)} />);
      await settle(() => cardIn(replayed.container));
      const difference = treeDifference(
        comparableTree(hydrated.card.outerHTML),
        comparableTree(cardIn(replayed.container).outerHTML),
      );
      expect(difference === undefined, difference).toBe(true);
    } finally {
      hydrated.unmount();
    }
  });
});
