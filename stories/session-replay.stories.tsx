import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useId, useMemo, useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_LABELS, ToolCard, type PartialToolCardLabels } from '../src/index';
import { effectiveStatus, type RenderIntent } from '../src/protocol/index';
import { loadSessions, type RecordedSession } from '../test/fixtures/sessions/load-sessions-browser';

/*
 * A recorded session log (test/fixtures/sessions/*.jsonl, written by scripts/make-sessions.mjs)
 * played back as a chat transcript: each call's card shows its latest intent at the scrubbed
 * update. The kit keeps no replay machinery: a host replays by handing each card its intent, and
 * this story is that host. Play runs on a timer here, in the story's code, never in the kit.
 */

const sessions = new Map(loadSessions().map((session) => [session.name, session]));

function sessionNamed(name: string): RecordedSession {
  const session = sessions.get(name);
  if (!session) throw new Error(`no recorded session ${name}`);
  return session;
}

/** Each call's latest intent after the first `position` updates, in the order the calls began. */
function transcriptAt(session: RecordedSession, position: number): { callId: string; intent: unknown }[] {
  const latest = new Map<string, unknown>();
  for (const line of session.lines.slice(0, position)) latest.set(line.callId, line.intent);
  return [...latest].map(([callId, intent]) => ({ callId, intent }));
}

/**
 * Labels that name each card's scrolling region after its call. The kit's defaults are the same
 * on every card ("Terminal output", "Diff", "Search results"), so a transcript holding two
 * terminals has two landmarks of one name, which axe refuses (landmark-unique): a host that
 * lists many cards must tell them apart, as here.
 */
function regionLabelsFor(callNumber: number): PartialToolCardLabels {
  const suffix = `, call ${callNumber}`;
  return {
    terminal: { outputRegion: DEFAULT_LABELS.terminal.outputRegion + suffix },
    diff: { region: DEFAULT_LABELS.diff.region + suffix },
    search: { results: DEFAULT_LABELS.search.results + suffix },
    read: { fileContents: (path) => DEFAULT_LABELS.read.fileContents(path) + suffix },
  };
}

/** Milliseconds between updates while playing. */
const PLAY_INTERVAL_MS = 120;

const barStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  marginBottom: '1rem',
} as const;
const transcriptStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' } as const;

interface SessionReplayProps {
  /** The recorded log's file name, without `.jsonl`. */
  session: string;
  /** How many updates are applied when the story opens. */
  initialPosition?: number;
}

/** A transcript of tool cards driven by a recorded log, with play, step and scrub controls. */
function SessionReplay(props: SessionReplayProps) {
  const session = sessionNamed(props.session);
  const total = session.lines.length;
  const [position, setPosition] = useState(() => Math.min(props.initialPosition ?? 0, total));
  // Playing stops at the end by itself: what was asked, until the last line is reached.
  const [playAsked, setPlaying] = useState(false);
  const playing = playAsked && position < total;
  const scrubId = useId();
  const transcript = useMemo(() => transcriptAt(session, position), [session, position]);
  // One labels object per call for the story's life: a new one each render would re-resolve them.
  const labels = useMemo(
    () => new Map(session.calls.map((call, index) => [call.callId, regionLabelsFor(index + 1)])),
    [session],
  );
  const current = position > 0 ? session.lines[position - 1] : undefined;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => setPosition((value) => Math.min(value + 1, total)), PLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, total]);

  const step = (delta: number) => {
    setPlaying(false);
    setPosition((value) => Math.max(0, Math.min(total, value + delta)));
  };

  return (
    <section aria-label={`Session replay: ${session.name}`}>
      <div role="toolbar" aria-label="Replay controls" style={barStyle}>
        <button
          type="button"
          onClick={() => {
            if (!playing && position >= total) setPosition(0);
            setPlaying(!playing);
          }}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => step(-1)} disabled={position === 0}>
          Step back
        </button>
        <button type="button" onClick={() => step(1)} disabled={position === total}>
          Step forward
        </button>
        <label htmlFor={scrubId}>Update</label>
        <input
          id={scrubId}
          type="range"
          min={0}
          max={total}
          step={1}
          value={position}
          aria-valuetext={current ? `${position} of ${total}: ${current.callId}` : `0 of ${total}`}
          onChange={(event) => {
            setPlaying(false);
            setPosition(Number(event.currentTarget.value));
          }}
        />
        <output htmlFor={scrubId} data-testid="position">
          {position} / {total}
          {current ? ` · ${current.callId}` : ''}
        </output>
      </div>
      {transcript.length === 0 ? (
        <p>No tool calls yet: press Play or Step forward.</p>
      ) : (
        <ol aria-label="Transcript" style={transcriptStyle}>
          {transcript.map(({ callId, intent }) => (
            <li key={callId} data-call-id={callId}>
              <ToolCard intent={intent} labels={labels.get(callId)} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const meta = {
  title: 'Session replay',
  component: SessionReplay,
  args: { session: 'coding-session' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    const session = sessionNamed(args.session);
    const total = session.lines.length;
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Update' });
    const cards = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-toolcard]')];
    await expect(slider).toHaveValue('0');
    await expect(cards()).toHaveLength(0);

    // Stepping applies one update at a time; stepping back undoes it.
    await userEvent.click(canvas.getByRole('button', { name: 'Step forward' }));
    await expect(slider).toHaveValue('1');
    await expect(cards()).toHaveLength(1);
    await expect(cards()[0]).toHaveAttribute('data-status', effectiveStatus(session.lines[0]?.intent as RenderIntent));
    await userEvent.click(canvas.getByRole('button', { name: 'Step back' }));
    await expect(cards()).toHaveLength(0);

    // Play advances on its own until paused.
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(Number((slider as HTMLInputElement).value)).toBeGreaterThanOrEqual(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    const paused = (slider as HTMLInputElement).value;
    await new Promise((resolve) => setTimeout(resolve, PLAY_INTERVAL_MS * 3));
    await expect(slider).toHaveValue(paused);

    // Scrubbed to the end: every call shows its card, settled as the log's final intent says.
    fireEvent.change(slider, { target: { value: String(total) } });
    await expect(slider).toHaveValue(String(total));
    await expect(canvas.getByRole('button', { name: 'Step forward' })).toBeDisabled();
    await waitFor(() => expect(cards()).toHaveLength(session.calls.length));
    for (const [index, call] of session.calls.entries()) {
      const card = cards()[index];
      await expect(card?.closest('li')).toHaveAttribute('data-call-id', call.callId);
      await expect(card).toHaveAttribute(
        'data-status',
        effectiveStatus(call.updates[call.updates.length - 1] as RenderIntent),
      );
      await expect(card?.querySelector('[data-slot="title"]')?.textContent).not.toBe('');
      await expect(card?.querySelector('[data-slot="note"]')).toBeNull();
    }
  },
} satisfies Meta<typeof SessionReplay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read, grep, an edit, type-check and git commands, a refused force-push and an MCP call. */
export const CodingSession: Story = { args: { session: 'coding-session' } };

/** Web searches and fetches, a failed fetch, and a note written to disk. */
export const ResearchSession: Story = { args: { session: 'research-session' } };

/** A 5,000-line test run streamed in 50 chunks, an approved and a denied kubectl command, a blocked deploy. */
export const OpsSession: Story = { args: { session: 'ops-session' } };
