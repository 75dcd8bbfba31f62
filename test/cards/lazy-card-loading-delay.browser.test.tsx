import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { cardsThatNeverLoad } from '../support/cards-that-never-load';

// Issue 27: a client-rendered page showed "Loading…" in every card for as long as its code took,
// however short. The loading line is hidden, and not announced, for its first 300 ms: a CSS
// animation delay, so rendering reads no clock. The test moves that animation's clock itself (the
// Web Animations API), so it asserts the delay, never how fast this machine is.

const intents: [string, unknown][] = [
  ['an open terminal', { card: 'terminal', command: 'ls', output: 'a\nb\n', exitCode: 0 }],
  ['an open generic card', { card: 'generic', title: 'Created issue', input: { title: 'x' } }],
];

describe('the loading line of a card whose code has not come, in Chromium', () => {
  it.each(intents)('%s: hidden and unannounced for its first 300 ms, shown after', async (_name, intent) => {
    const ToolCard = cardsThatNeverLoad();
    const { container } = await render(<ToolCard intent={intent} defaultOpen />);
    const loading = container.querySelector<HTMLElement>('[data-slot="loading"]');
    expect(loading, 'the card draws a loading line while its code is away').not.toBeNull();
    const [delay] = loading!.getAnimations();
    expect(delay, 'the loading line waits on an animation, not a timer').toBeDefined();
    delay!.pause();

    for (const at of [0, 150, 299]) {
      delay!.currentTime = at;
      expect(getComputedStyle(loading!).visibility, `at ${at} ms`).toBe('hidden');
    }
    delay!.currentTime = 301;
    expect(getComputedStyle(loading!).visibility).toBe('visible');
    expect(loading).toHaveTextContent(/Loading/);
  });
});
