import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEFAULT_LABELS, preloadHighlighter, ToolCard, ToolCardHost } from '../../src/index';
import { parseIntent, type RenderIntent } from '../../src/protocol/index';
import { statusPillText } from '../../src/chrome/status-badge';
import { headerModel } from '../../src/protocol/header-model';
import { loadSessions, type RecordedCall } from '../fixtures/sessions/load-sessions';
import { driveBackgroundWork, type BackgroundWorkDriver } from '../support/background-work';
import {
  announcement,
  comparableTree,
  firstDifference,
  markupWithoutAnnouncement,
  renameReactIds,
  stylesInNameOrder,
  treeDifference,
} from './replay-markup';

/*
 * Replay proof: for every call in every recorded session, the card rendered live (one
 * <ToolCard> re-rendered with each update in order), replayed (the final intent alone) and on
 * the server (renderToString) is the same markup. See replay-markup.ts for what "the same"
 * allows beyond React's hydration comments, and why.
 */

const sessions = loadSessions();
const calls: [string, RecordedCall][] = sessions.flatMap((session) =>
  session.calls.map((call): [string, RecordedCall] => [`${session.name} ${call.callId}`, call]),
);

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each test's background work (highlighting slices, background parsing) runs only when it gives turns.
let background: BackgroundWorkDriver;
beforeEach(() => {
  background = driveBackgroundWork();
});

/** Lets pending work (highlighting slices, background parsing) run to the end: then the markup rests. */
async function settle(card: () => Element): Promise<string> {
  await background.runAll();
  return card().outerHTML;
}

function cardIn(container: HTMLElement): Element {
  const card = container.querySelector('[data-toolcard]');
  if (!card) throw new Error('no card rendered');
  return card;
}

const finalOf = (call: RecordedCall) => call.updates[call.updates.length - 1];

/** Renders the call live: one card, re-rendered with every update; `paced` gives the page a turn between updates. */
async function renderLive(call: RecordedCall, paced: boolean) {
  const live = render(<ToolCard intent={call.updates[0]} />);
  for (const update of call.updates.slice(1)) {
    live.rerender(<ToolCard intent={update} />);
    if (paced) {
      await act(macrotask);
      await background.step();
    }
  }
  await settle(() => cardIn(live.container));
  return cardIn(live.container);
}

/** A card as a server that sends highlighted first markup draws it (and its client hydrates it). */
function onServer(intent: unknown) {
  return (
    <ToolCardHost highlightFirstMarkup>
      <ToolCard intent={intent} />
    </ToolCardHost>
  );
}

/** Renders the final intent alone, and checks that its first paint is already its resting markup. */
async function renderReplayed(call: RecordedCall) {
  const replayed = render(<ToolCard intent={finalOf(call)} />);
  const firstPaint = cardIn(replayed.container).outerHTML;
  const resting = await settle(() => cardIn(replayed.container));
  return { card: cardIn(replayed.container), firstPaint, resting };
}

beforeAll(async () => {
  // The languages the logs' read and diff cards highlight: preloaded, code is highlighted in the
  // first render on the server (which asks for it, highlightFirstMarkup) and the client alike
  // (the README's advice for SSR and snapshots).
  // All of them: a grammar fetched on demand would land at a time no test controls.
  await preloadHighlighter({ langs: ['js', 'md', 'dotenv'] });
});

describe('the recorded session logs', () => {
  it('hold every update as a valid intent, in seq order', () => {
    for (const session of sessions) {
      session.lines.forEach((line, index) => {
        expect(line.seq, `${session.name} line ${index + 1}`).toBe(index);
        const parsed = parseIntent(line.intent);
        expect(parsed.ok, `${session.name} seq ${line.seq}: ${JSON.stringify(parsed.ok ? '' : parsed.errors)}`).toBe(
          true,
        );
      });
    }
  });

  it('cover the lifecycles the replay proof is about', () => {
    const finals = calls.map(([, call]) => finalOf(call) as RenderIntent & Record<string, unknown>);
    const all = calls.flatMap(([, call]) => call.updates as (RenderIntent & Record<string, unknown>)[]);
    const terminal = calls
      .map(([, call]) => call)
      .find((call) => {
        const last = finalOf(call) as { output?: string };
        return typeof last.output === 'string' && last.output.split('\n').length >= 5_000;
      });
    expect(terminal, 'a terminal streaming 5,000 lines').toBeDefined();
    const outputs = (terminal?.updates ?? [])
      .map((update) => (update as { output?: string }).output)
      .filter((output) => output !== undefined);
    expect(outputs.length).toBeGreaterThanOrEqual(50);
    expect(outputs.every((output, index) => index === 0 || output.startsWith(outputs[index - 1] as string))).toBe(true);
    expect(finalOf(terminal as RecordedCall)).toMatchObject({ status: 'success', exitCode: 0 });
    expect(
      finals.some(
        (intent) =>
          intent.card === 'diff' &&
          Array.isArray(intent.diffs) &&
          intent.diffs.some((diff) => diff.oldText !== null && diff.oldText !== diff.newText),
      ),
    ).toBe(true);
    expect(
      finals.some((intent) => intent.card === 'read' && typeof intent.offset === 'number' && intent.offset > 1),
    ).toBe(true);
    expect(
      finals.some(
        (intent) =>
          intent.card === 'search' &&
          intent.shape === 'matches' &&
          intent.files.some((file) => file.matches.some((match) => match.ranges?.length)),
      ),
    ).toBe(true);
    expect(
      finals.some(
        (intent) => intent.card === 'web' && intent.kind === 'search' && intent.sources.length > 0 && intent.answer,
      ),
    ).toBe(true);
    expect(finals.some((intent) => intent.isError === true && typeof intent.error === 'string')).toBe(true);
    expect(finals.some((intent) => intent.approval?.state === 'denied' && intent.status === 'cancelled')).toBe(true);
    expect(all.some((intent) => intent.approval?.state === 'requested')).toBe(true);
    // Arguments streaming: some call's rawInput grows through several pending updates.
    const argsStreamed = calls.some(([, call]) => {
      const inputs = call.updates
        .filter((update) => (update as { status?: string }).status === 'pending')
        .map((update) => JSON.stringify((update as { rawInput?: unknown }).rawInput ?? null));
      return new Set(inputs).size >= 3;
    });
    expect(argsStreamed).toBe(true);
  });
});

describe.each(calls)('replaying %s', (_name, call) => {
  it.each([
    ['with a turn between updates', true],
    ['with every update in one burst', false],
  ])('draws the same card live (%s) as replayed from the final intent', async (_mode, paced) => {
    const live = await renderLive(call, paced);
    const liveAnnouncement = announcement(live);
    const liveMarkup = markupWithoutAnnouncement(live);
    const replayed = await renderReplayed(call);

    // The one difference by design: the card that lived through a status change announced it,
    // in the words of its one status pill ("Waiting for approval", "Cancelled SIGTERM").
    const said = (intent: unknown) => {
      const { word, detail } = statusPillText(headerModel(intent).pill, DEFAULT_LABELS);
      return detail === undefined ? word : `${word} ${detail}`;
    };
    const first = said(call.updates[0]);
    const last = said(call.updates.at(-1));
    const title = live.querySelector('[data-slot="title"]')?.textContent ?? '';
    expect(liveAnnouncement).toBe(first === last ? '' : DEFAULT_LABELS.statusAnnouncement(title, last));
    expect(announcement(replayed.card)).toBe('');

    expect(replayed.resting, 'the replayed card rests as it first painted').toBe(replayed.firstPaint);
    const a = renameReactIds(stylesInNameOrder(liveMarkup));
    const b = renameReactIds(stylesInNameOrder(replayed.resting));
    expect(a === b, firstDifference(a, b)).toBe(true);
  });

  it('draws the same card on the server as replayed in the client', async () => {
    const markup = renderToString(onServer(finalOf(call)));
    const replayed = await renderReplayed(call);
    const server = comparableTree(markup);
    const client = comparableTree(replayed.firstPaint);
    expect(server.childElementCount).toBe(1);
    const difference = treeDifference(server, client);
    expect(difference === undefined, difference).toBe(true);
  });

  it('hydrates the server markup with no recoverable error and no change', async () => {
    const intent = finalOf(call);
    const container = document.createElement('div');
    container.innerHTML = renderToString(onServer(intent));
    document.body.append(container);
    const serverDom = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    try {
      const root = await act(async () => hydrateRoot(container, onServer(intent), { onRecoverableError: recoverable }));
      await settle(() => cardIn(container));
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      const after = container.innerHTML;
      expect(after === serverDom, firstDifference(serverDom, after)).toBe(true);
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
