import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { ToolCard } from '../../../src/index';
import tscOutput from '../../fixtures/terminal/locations/tsc-pretty-short.log?raw';

function rows(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-slot="line"]')];
}

describe('file locations in terminal output, in Chromium', () => {
  it('sit in their row as text does: same row height, same text width, the colours of the text kept', async () => {
    const { container } = await render(
      <div style={{ width: 900 }}>
        <ToolCard intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }} />
        <ToolCard intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }} onOpenLocation={() => {}} />
      </div>,
    );
    const [plain, linked] = [...container.querySelectorAll<HTMLElement>('[data-toolcard]')].map((card) => rows(card));
    const button = linked![0]!.querySelector<HTMLElement>('[data-slot="output-location"]')!;
    expect(button).not.toBeNull();
    expect(linked![0]!.getBoundingClientRect().height).toBe(plain![0]!.getBoundingClientRect().height);
    expect(linked![0]!.scrollWidth).toBe(plain![0]!.scrollWidth);
    const path = button.querySelector<HTMLElement>('span[style]')!;
    const plainPath = plain![0]!.querySelector<HTMLElement>('span[style]')!;
    expect(getComputedStyle(path).color).toBe(getComputedStyle(plainPath).color);
    expect(getComputedStyle(button).textDecorationLine).toBe('underline');
  });

  it('are reached with Tab and opened with Enter, with a visible focus ring', async () => {
    const opened: unknown[] = [];
    const { container } = await render(
      <ToolCard
        intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }}
        onOpenLocation={(location) => opened.push(location)}
      />,
    );
    const button = container.querySelector<HTMLButtonElement>('[data-slot="output-location"]')!;
    button.focus();
    expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual([{ path: 'src/a.ts', line: 1, column: 7 }]);
  });
});
