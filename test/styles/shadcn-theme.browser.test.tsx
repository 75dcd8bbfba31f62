import axe from 'axe-core';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { preloadHighlighter, ToolCard } from '../../src/index';
import { addStyle, kitStylesheet } from './kit-stylesheets';

// shadcn/ui's default (neutral) theme, as `npx shadcn init` writes it into a Tailwind v4 app's
// globals.css: tokens on :root, the dark ones on `.dark`, which the app toggles on <html>.
const shadcnTokens = `
:root {
  --radius: 0.625rem;
  --background: oklch(1 0 0); --foreground: oklch(0.145 0 0);
  --card: oklch(1 0 0); --card-foreground: oklch(0.145 0 0);
  --muted: oklch(0.97 0 0); --muted-foreground: oklch(0.556 0 0);
  --accent: oklch(0.97 0 0); --accent-foreground: oklch(0.205 0 0);
  --destructive: oklch(0.577 0.245 27.325);
  --border: oklch(0.922 0 0); --ring: oklch(0.708 0 0);
}
.dark {
  --background: oklch(0.145 0 0); --foreground: oklch(0.985 0 0);
  --card: oklch(0.205 0 0); --card-foreground: oklch(0.985 0 0);
  --muted: oklch(0.269 0 0); --muted-foreground: oklch(0.708 0 0);
  --accent: oklch(0.269 0 0); --accent-foreground: oklch(0.985 0 0);
  --destructive: oklch(0.704 0.191 22.216);
  --border: oklch(1 0 0 / 10%); --ring: oklch(0.556 0 0);
}
body { background: var(--background); color: var(--foreground); }
`;

const fixtures = import.meta.glob<unknown>('../fixtures/intents/*.json', { import: 'default', eager: true });
const intent = (name: string) => fixtures[`../fixtures/intents/${name}.json`];

/** One card of every kind and every status, with highlighted code, ANSI colours, diff rows, JSON. */
function AllCards() {
  return (
    <>
      {[
        'generic-result',
        'generic-error',
        'generic-fallback',
        'terminal-result',
        'terminal-signal',
        'diff-edit',
        'diff-patch',
        'read-window',
        'search-matches',
        'search-paths',
        'web-search',
        'web-fetch',
      ].map((name) => (
        <ToolCard key={name} intent={intent(name)} />
      ))}
      <ToolCard intent={{ card: 'generic', title: 'Deploying', status: 'running' }} />
      <ToolCard intent={{ card: 'generic', title: 'Waiting for approval', status: 'pending' }} />
      <ToolCard intent={{ card: 'generic', title: 'Stopped', status: 'cancelled' }} />
      <ToolCard
        intent={{
          card: 'generic',
          title: 'Done',
          status: 'success',
          rawInput: { key: 'value', count: 3, ok: true, none: null },
        }}
      />
    </>
  );
}

function setColorScheme(value: 'light' | 'dark') {
  return cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] });
}

const canvas = document
  .createElement('canvas')
  .getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
/** Any CSS colour (oklch, light-dark() already resolved…) as sRGB bytes and alpha, by painting it. */
function rgba(color: string): [number, number, number, number] {
  canvas.clearRect(0, 0, 1, 1);
  canvas.fillStyle = color;
  canvas.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
  return [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255];
}
function luminance(color: string): number {
  const channel = (byte: number) => {
    const c = byte / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgba(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** What a test can see of the palette: every element's text and background colour, in order. */
function paletteOf(container: Element): string[] {
  return [...container.querySelectorAll('[data-toolcard], [data-toolcard] *')].map((element) => {
    const style = getComputedStyle(element);
    return `${style.color} on ${style.backgroundColor}`;
  });
}

async function contrastViolations(container: Element): Promise<{ violations: string[]; checked: number }> {
  const results = await axe.run(container, { runOnly: ['color-contrast'] });
  return {
    violations: results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target}: ${node.any.map((check) => check.message)}`),
    ),
    checked: results.passes.find((rule) => rule.id === 'color-contrast')?.nodes.length ?? 0,
  };
}

describe.each([
  { host: 'html.dark', dark: true },
  { host: 'html without .dark', dark: false },
])('a shadcn page ($host) with the bridge imported', ({ dark }) => {
  const cleanups: (() => unknown)[] = [];
  beforeAll(async () => {
    await preloadHighlighter({ langs: ['js', 'json', 'ts'] });
    cleanups.push(addStyle(kitStylesheet('styles.css')), addStyle(kitStylesheet('shadcn.css')), addStyle(shadcnTokens));
    document.documentElement.classList.toggle('dark', dark);
    cleanups.push(() => document.documentElement.classList.remove('dark'));
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    await setColorScheme('light');
  });

  // The OS asks for the other palette: the host's class must win.
  it.each(['light', 'dark'] as const)(
    'draws every card in the host’s palette on a %s OS, every text passing AA',
    async (os) => {
      await setColorScheme(os);
      expect(matchMedia('(prefers-color-scheme: dark)').matches).toBe(os === 'dark');
      const { container } = await render(<AllCards />);
      const cards = [...container.querySelectorAll<HTMLElement>('[data-toolcard]')];
      expect(cards).toHaveLength(16);
      // Highlighted code is drawn (so its token colours are checked too).
      expect(container.querySelectorAll('[data-slot="token"]').length).toBeGreaterThan(50);

      const hostCard = getComputedStyle(document.body).getPropertyValue('--card').trim();
      for (const card of cards) expect(rgba(getComputedStyle(card).backgroundColor)).toEqual(rgba(hostCard));

      // No surface of the other palette anywhere: every painted background sits on the host's side.
      const surfaces = [...container.querySelectorAll('[data-toolcard] *')]
        // Colours the tool's output asks for (ANSI inverse video) are data, not the palette.
        .filter((element) => !(element as HTMLElement).style.backgroundColor)
        .map((element) => getComputedStyle(element).backgroundColor)
        .filter((color) => rgba(color)[3] > 0.5);
      expect(surfaces.length).toBeGreaterThan(20);
      const wrongSide = surfaces.filter((color) => (dark ? luminance(color) > 0.2 : luminance(color) < 0.4));
      expect(wrongSide).toEqual([]);

      const { violations, checked } = await contrastViolations(container);
      expect(violations).toEqual([]);
      expect(checked).toBeGreaterThan(200);
    },
  );

  it('still lets the theme prop force a palette on one card', async () => {
    await setColorScheme('light');
    const forced = dark ? 'light' : 'dark';
    const { container } = await render(
      <>
        <ToolCard intent={intent('terminal-result')} />
        <ToolCard intent={intent('terminal-result')} theme={forced} />
      </>,
    );
    const [hostCard, forcedCard] = container.querySelectorAll('[data-toolcard]');
    expect(getComputedStyle(hostCard as Element).colorScheme).toBe(dark ? 'dark' : 'light');
    expect(getComputedStyle(forcedCard as Element).colorScheme).toBe(forced);
  });

  it('paints exactly the same colours whatever the OS prefers', async () => {
    await setColorScheme('light');
    const { container, unmount } = await render(<AllCards />);
    const underLightOs = paletteOf(container);
    await setColorScheme('dark');
    expect(paletteOf(container)).toEqual(underLightOs);
    unmount();
  });
});
