import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { buildTranscript, sessionLogs } from '../examples/chat/transcript';
import { ToolTranscript, type TranscriptItem } from '../src/index';

/*
 * A whole agent session in one `<ToolTranscript>`: the example chat's recorded calls replayed to
 * 1,000, messages between them, and a live call at the end whose output streams in on a timer
 * (the story is the host here: the kit keeps no clock). Scroll up and the view holds still while
 * "Jump to latest" counts the calls that arrived since; Tab into the feed and move with ↑/↓ or j/k.
 */

/** The recorded sessions, replayed to 1,000 calls, as transcript items. */
function recordedItems(): TranscriptItem<string>[] {
  return buildTranscript(sessionLogs(), { calls: 1000 }).map((entry) =>
    entry.type === 'message'
      ? { id: entry.id, host: entry.text, label: entry.role === 'user' ? 'You' : 'Agent' }
      : { id: entry.id, intent: entry.call.intent, defaultOpen: entry.defaultOpen },
  );
}

/** Every `every` ms a line more of output on the live call, and every tenth tick a new finished call. */
function LiveTranscript({ every }: { every: number }) {
  const recorded = useMemo(() => recordedItems(), []);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), every);
    return () => clearInterval(timer);
  }, [every]);
  const items = useMemo(() => {
    const finished: TranscriptItem<string>[] = Array.from({ length: Math.floor(tick / 10) }, (_, index) => ({
      id: `finished-${index}`,
      intent: {
        card: 'terminal',
        title: `Check ${index + 1}`,
        command: `npm run check:${index + 1}`,
        output: 'ok\n',
        exitCode: 0,
      },
    }));
    const output = Array.from({ length: tick % 10 }, (_, line) => `PASS test/case-${line + 1}.test.ts`).join('\n');
    const live: TranscriptItem<string> = {
      id: 'live',
      intent: { card: 'terminal', status: 'running', command: 'npm test', output },
      defaultOpen: true,
    };
    return [...recorded, ...finished, live];
  }, [recorded, tick]);
  return (
    <div style={{ height: '80vh', display: 'flex', flexDirection: 'column' }}>
      <ToolTranscript items={items} renderItem={(text) => <p style={{ margin: '0.5rem 0' }}>{text}</p>} />
    </div>
  );
}

const meta = {
  title: 'Transcript',
  component: LiveTranscript,
  args: { every: 500 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveTranscript>;
export default meta;

/** 1,000 recorded calls and a live one streaming at the end. */
export const Live: StoryObj<typeof meta> = { name: 'Transcript: 1,000 calls, live' };
