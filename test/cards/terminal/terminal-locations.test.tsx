import { act, fireEvent, render } from '@testing-library/react';
import { ToolCard, ToolCardHost } from '../../../src/index';
import { readTerminalFixture } from '../../ansi/terminal-fixtures';
import { axeViolations, rowText, slot, slots } from './terminal-test-utils';

const tscOutput = readTerminalFixture('locations/tsc-pretty-short.log');
const eslintOutput = readTerminalFixture('locations/eslint-stylish.log');

function locationButtons(container: HTMLElement): HTMLButtonElement[] {
  return slots(container, 'output-location') as HTMLButtonElement[];
}

describe('file locations in terminal output', () => {
  it('draws each location as a button named for what it opens, keeping the row’s text', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }} onOpenLocation={() => {}} />,
    );
    const buttons = locationButtons(container);
    expect(buttons.map((button) => button.textContent)).toEqual(['src/a.ts:1:7', 'src/a.ts:2:41', 'src/a.ts:1']);
    // The name holds the text shown (speech input users say what they see); the tooltip spells it out.
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open src/a.ts:1:7',
      'Open src/a.ts:2:41',
      'Open src/a.ts:1',
    ]);
    expect(buttons.map((button) => button.title)).toEqual([
      'Open src/a.ts at line 1, column 7',
      'Open src/a.ts at line 2, column 41',
      'Open src/a.ts at line 1',
    ]);
    expect(buttons.every((button) => button.type === 'button')).toBe(true);
    expect(rowText(slots(container, 'line')[0]!)).toBe(
      "src/a.ts:1:7 - error TS2322: Type 'string' is not assignable to type 'number'.",
    );
  });

  it('keeps the colours tsc gives the path, the line and the column inside the button', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }} onOpenLocation={() => {}} />,
    );
    const [first] = locationButtons(container);
    const styled = Array.from(first!.querySelectorAll('span[style]'), (span) => [
      span.textContent,
      (span as HTMLElement).style.color,
    ]);
    expect(styled).toEqual([
      ['src/a.ts', 'var(--tc-ansi-bright-cyan)'],
      ['1', 'var(--tc-ansi-bright-yellow)'],
      ['7', 'var(--tc-ansi-bright-yellow)'],
    ]);
  });

  it('calls onOpenLocation with the path as written, the line, the column and the path under the command’s cwd', () => {
    const onOpenLocation = vi.fn();
    const { container } = render(
      <ToolCardHost workspace="/srv/app">
        <ToolCard
          intent={{ card: 'terminal', command: 'npx tsc', cwd: 'packages/web', output: tscOutput }}
          onOpenLocation={onOpenLocation}
        />
      </ToolCardHost>,
    );
    fireEvent.click(locationButtons(container)[1]!);
    expect(onOpenLocation).toHaveBeenCalledWith({
      path: 'src/a.ts',
      line: 2,
      column: 41,
      resolvedPath: '/srv/app/packages/web/src/a.ts',
    });
    fireEvent.click(locationButtons(container)[2]!);
    expect(onOpenLocation).toHaveBeenLastCalledWith({
      path: 'src/a.ts',
      line: 1,
      resolvedPath: '/srv/app/packages/web/src/a.ts',
    });
  });

  it('leaves the resolved path out when the command’s directory is unknown', () => {
    const onOpenLocation = vi.fn();
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }} onOpenLocation={onOpenLocation} />,
    );
    fireEvent.click(locationButtons(container)[0]!);
    expect(onOpenLocation).toHaveBeenCalledWith({ path: 'src/a.ts', line: 1, column: 7 });
  });

  it('opens an ESLint row at its line and column in the file of the heading above it', () => {
    const onOpenLocation = vi.fn();
    const { container } = render(
      <ToolCard
        intent={{ card: 'terminal', command: 'npx eslint src', cwd: '/tmp/locs/es', output: eslintOutput }}
        onOpenLocation={onOpenLocation}
      />,
    );
    const buttons = locationButtons(container);
    expect(buttons[0]).toHaveAccessibleName('Open /tmp/locs/es/src/app.js');
    expect(buttons[4]).toHaveAccessibleName('Open 3:7 in /tmp/locs/es/src/app.js');
    expect(buttons[4]).toHaveAccessibleDescription('Open /tmp/locs/es/src/app.js at line 3, column 7');
    fireEvent.click(buttons[8]!);
    expect(onOpenLocation).toHaveBeenCalledWith({
      path: '/tmp/locs/es/src/util.js',
      line: 1,
      column: 36,
      resolvedPath: '/tmp/locs/es/src/util.js',
    });
  });

  it('draws locations as plain text, with no button, when the host does not open them', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }} />);
    expect(locationButtons(container)).toEqual([]);
    expect(container.querySelectorAll('[data-slot="line"] button')).toHaveLength(0);
    expect(rowText(slots(container, 'line')[0]!)).toBe(
      "src/a.ts:1:7 - error TS2322: Type 'string' is not assignable to type 'number'.",
    );
  });

  it('links locations in the collapsed preview too', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }}
        defaultOpen={false}
        onOpenLocation={() => {}}
      />,
    );
    expect(locationButtons(container).length).toBeGreaterThan(0);
  });

  it('still marks find hits on rows with locations, inside and outside the button', async () => {
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }} onOpenLocation={() => {}} />,
    );
    await act(async () => fireEvent.change(slot(container, 'find-input'), { target: { value: 'a.ts' } }));
    const first = locationButtons(container)[0]!;
    expect(first.querySelector('mark[data-slot="hit"]')).toHaveTextContent('a.ts');
    await act(async () => fireEvent.change(slot(container, 'find-input'), { target: { value: '7 - err' } }));
    const row = slots(container, 'line')[0]!;
    const marks = Array.from(row.querySelectorAll('mark[data-slot="hit"]'), (mark) => mark.textContent);
    // The hit crosses the button's end (and tsc's red "error"): marked in parts, each in its place.
    expect(marks).toEqual(['7', ' - ', 'err']);
    expect(row.querySelector('[data-slot="output-location"] mark')).toHaveTextContent('7');
  });

  it('passes axe with location buttons in the output', async () => {
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'npx tsc', output: tscOutput }} onOpenLocation={() => {}} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
