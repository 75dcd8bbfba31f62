import axe from 'axe-core';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { ToolCard, type OpenLocationRequest } from '../../../src/index';
import tscOutput from '../../fixtures/terminal/locations/tsc-pretty-short.log?raw';
import eslintOutput from '../../fixtures/terminal/locations/eslint-stylish.log?raw';

const intent = {
  card: 'terminal',
  command: 'npx tsc --pretty && npx eslint src',
  cwd: '/tmp/locs/es',
  output: `${tscOutput}${eslintOutput}`,
  exitCode: 1,
};

/** Twelve compiler errors, one location each: the folded preview shows the first and last five. */
const manyErrors = Array.from(
  { length: 12 },
  (_, index) => `src/file-${index + 1}.ts:${index + 3}:7 - error TS2339: Property 'x' does not exist.`,
).join('\n');

/** The tsc and ESLint output in a 360 px column, as on a phone, between two host buttons. */
async function onAPhone(onOpenLocation: (location: OpenLocationRequest) => void = () => {}) {
  const { container } = await render(
    <div style={{ width: 360 }}>
      <button type="button">before</button>
      <ToolCard intent={intent} onOpenLocation={onOpenLocation} />
      <button type="button">after</button>
    </div>,
  );
  const [before, after] = [...container.querySelectorAll<HTMLElement>(':scope > div > button')];
  return { container, before: before!, after: after! };
}

const focusedLocation = () =>
  document.activeElement?.getAttribute('data-slot') === 'output-location'
    ? document.activeElement.getAttribute('aria-label')
    : null;

describe('a terminal card on a 360 px phone, in Chromium', () => {
  it('shows "Copy command" and "Copy output" as labelled buttons of at least 24 × 24 px', async () => {
    const { container } = await onAPhone();
    for (const [slot, name] of [
      ['copy-command', 'Copy command'],
      ['copy-output', 'Copy output'],
    ]) {
      const button = container.querySelector<HTMLElement>(`[data-slot="${slot}"]`)!;
      expect(button).toHaveAccessibleName(name!);
      const box = button.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      // Its words are drawn, inside the card.
      const text = button.querySelector<HTMLElement>('[data-slot="copy-text"]')!;
      expect(text.getBoundingClientRect().width).toBeGreaterThan(24);
      expect(text).toHaveTextContent(name!);
      expect(getComputedStyle(text).clipPath).toBe('none');
      expect(box.right).toBeLessThanOrEqual(container.querySelector('[data-toolcard]')!.getBoundingClientRect().right);
    }
  });

  it('makes the output’s file locations one Tab stop, the arrow keys, Home and End moving among them', async () => {
    const opened: OpenLocationRequest[] = [];
    const { container, before, after } = await onAPhone((location) => opened.push(location));
    const locations = [...container.querySelectorAll<HTMLElement>('[data-slot="output-location"]')];
    expect(locations.length).toBeGreaterThanOrEqual(10);
    const names = locations.map((location) => location.getAttribute('aria-label'));

    before.focus();
    const stops: string[] = [];
    for (let presses = 0; presses < 40 && document.activeElement !== after; presses++) {
      await userEvent.keyboard('{Tab}');
      if (focusedLocation() !== null) stops.push(focusedLocation()!);
    }
    expect(document.activeElement).toBe(after);
    // The first location is the one stop.
    expect(stops).toEqual([names[0]]);

    locations[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedLocation()).toBe(names[1]);
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedLocation()).toBe(names[2]);
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedLocation()).toBe(names[0]);
    await userEvent.keyboard('{End}');
    expect(focusedLocation()).toBe(names.at(-1));
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedLocation()).toBe(names.at(-1));
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedLocation()).toBe(names[3]);

    // Out and back in: the location last focused holds the stop; Enter still opens it.
    await userEvent.keyboard('{Tab}');
    expect(focusedLocation()).toBeNull();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focusedLocation()).toBe(names[3]);
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveLength(1);
    expect(container.querySelectorAll('[data-slot="output-location"][tabindex="0"]')).toHaveLength(1);
  });

  it('makes the folded preview’s locations one Tab stop too', async () => {
    const { container, before, after } = await render(
      <div style={{ width: 360 }}>
        <button type="button">before</button>
        <ToolCard intent={{ ...intent, output: manyErrors }} onOpenLocation={() => {}} defaultOpen={false} />
        <button type="button">after</button>
      </div>,
    ).then(({ container }) => {
      const [first, last] = [...container.querySelectorAll<HTMLElement>(':scope > div > button')];
      return { container, before: first!, after: last! };
    });
    const inPreview = () => [
      ...container.querySelectorAll<HTMLElement>('[data-slot="preview"] [data-slot="output-location"]'),
    ];
    // A folded card draws its preview once it is near the screen.
    await expect.poll(() => inPreview().length).toBe(10);
    const locations = inPreview();
    before.focus();
    let stops = 0;
    for (let presses = 0; presses < 40 && document.activeElement !== after; presses++) {
      await userEvent.keyboard('{Tab}');
      if (focusedLocation() !== null) stops++;
    }
    expect(stops).toBe(1);
    locations[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(locations[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(locations[9]);
  });

  it('reaches a location in rows not drawn yet: Home scrolls to the first of 3,000 lines and focuses it', async () => {
    const log = Array.from({ length: 3000 }, (_, index) =>
      index === 9 || index === 2989 ? `src/far-${index + 1}.ts:4:2 - error TS1005: ';' expected.` : `line ${index + 1}`,
    );
    const { container } = await render(
      <div style={{ width: 360 }}>
        <ToolCard
          intent={{ card: 'terminal', command: 'npx tsc', output: log.join('\n'), exitCode: 1 }}
          onOpenLocation={() => {}}
        />
      </div>,
    );
    // The output opens at its end: the last location is the one drawn, and holds the stop.
    const last = container.querySelector<HTMLElement>('[data-slot="output-location"][tabindex="0"]')!;
    expect(last.closest('[data-index]')).toHaveAttribute('data-index', '2989');
    expect(container.querySelector('[data-index="9"]')).toBeNull();
    last.focus();
    await userEvent.keyboard('{Home}');
    await expect.poll(() => document.activeElement?.closest('[data-index]')?.getAttribute('data-index')).toBe('9');
    expect(document.activeElement).toHaveAttribute('data-slot', 'output-location');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement?.closest('[data-index]')?.getAttribute('data-index')).toBe('2989');
  });

  it('has no axe violations on a phone', async () => {
    const { container } = await onAPhone();
    const results = await axe.run(container);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
