import { BACKGROUND_PARSE_CHARS, parseInBackground } from '../../../src/cards/terminal/parse-in-background';
import { TerminalFeed } from '../../../src/cards/terminal/terminal-feed';
import { numberedLog } from '../../support/numbered-log';

describe('parsing the rest of a big log in the background', () => {
  it('parses in steps through the injected scheduler, giving the page a turn between slices, to the same lines as one parse', async () => {
    const log = numberedLog(50_000);
    const feed = new TerminalFeed();
    feed.sync({ kind: 'output', text: log }, 1000);
    const events: string[] = [];
    let time = 0;
    const parsed: number[] = [];
    const job = parseInBackground(
      feed,
      () => {
        parsed.push(feed.screen.processedChars);
        events.push('step');
        // Each step costs 4 ms on the injected clock: a 10 ms slice holds three.
        time += 4;
      },
      {
        now: () => time,
        yieldToHost: async () => {
          events.push('yield');
        },
      },
    );
    expect(await job.done).toBe(true);
    const steps = Math.ceil((log.length - 1000) / BACKGROUND_PARSE_CHARS);
    expect(parsed).toHaveLength(steps);
    expect(parsed.at(-1)).toBe(log.length);
    // Every step parses at most its budget.
    parsed.forEach((chars, index) =>
      expect(chars - (parsed[index - 1] ?? 1000)).toBeLessThanOrEqual(BACKGROUND_PARSE_CHARS),
    );
    expect(events.slice(0, 5)).toEqual(['yield', 'step', 'step', 'step', 'yield']);
    const whole = new TerminalFeed();
    whole.sync({ kind: 'output', text: log }, Number.POSITIVE_INFINITY);
    expect(feed.lineCount).toBe(whole.lineCount);
    expect(feed.plainText()).toBe(whole.plainText());
  });

  it('stops when cancelled, leaving the rest pending', async () => {
    const feed = new TerminalFeed();
    feed.sync({ kind: 'output', text: numberedLog(20_000) }, 1000);
    let steps = 0;
    const job = parseInBackground(feed, () => steps++, { now: () => 0, yieldToHost: async () => {} });
    job.cancel();
    expect(await job.done).toBe(false);
    expect(steps).toBe(0);
    expect(feed.pending).toBe(true);
  });
});
