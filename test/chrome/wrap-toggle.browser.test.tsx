import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { ToolCard } from '../../src/index';

/*
 * Issue 27: "Wrap lines" is one control on every card that has it (terminal, read, diff): a
 * bordered toggle of at least 24 by 24 px, at its toolbar's end, drawn the same in both themes.
 */

const long = `const message = '${'a long line that does not fit '.repeat(6)}';`;
const lines = Array.from({ length: 30 }, (_, index) => `line ${index} ${index === 3 ? long : ''}`).join('\n');
const patch = `--- a/src/x.ts\n+++ b/src/x.ts\n@@ -1,2 +1,2 @@\n-const a = 1;\n+${long}\n keep();\n`;
const INTENTS = [
  { card: 'terminal', command: 'npm test', exitCode: 0, output: lines },
  { card: 'read', path: 'src/x.ts', text: lines },
  { card: 'diff', title: 'Edit src/x.ts', patch },
];

interface ToggleLook {
  border: string;
  radius: string;
  width: number;
  height: number;
  fontSize: string;
  endGap: number;
  pressed: string | null;
}

function lookOf(card: Element): ToggleLook {
  const toolbar = card.querySelector('[data-slot="toolbar"]') as HTMLElement;
  const toggle = toolbar.querySelector('[data-slot="wrap-toggle"]') as HTMLElement;
  const style = getComputedStyle(toggle);
  const box = toggle.getBoundingClientRect();
  const bar = toolbar.getBoundingClientRect();
  const barEnd =
    bar.right -
    parseFloat(getComputedStyle(toolbar).paddingRight) -
    parseFloat(getComputedStyle(toolbar).borderRightWidth);
  return {
    border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
    radius: style.borderTopLeftRadius,
    width: Math.round(box.width),
    height: Math.round(box.height),
    fontSize: style.fontSize,
    endGap: Math.round(barEnd - box.right),
    pressed: toggle.getAttribute('aria-pressed'),
  };
}

describe.each(['light', 'dark'])('the wrap toggle in the %s theme', (theme) => {
  it.each([360, 900])(
    'looks the same and sits at the toolbar end in the terminal, read and diff cards at %i px',
    async (width) => {
      const screen = await render(
        <div data-theme={theme} style={{ width, display: 'grid', gap: 8 }}>
          {INTENTS.map((intent, index) => (
            <ToolCard key={index} intent={intent} />
          ))}
        </div>,
      );
      const cards = [...screen.container.querySelectorAll('[data-toolcard]')];
      expect(cards.map((card) => card.getAttribute('data-card'))).toEqual(['terminal', 'read', 'diff']);
      const looks = cards.map(lookOf);
      const [first] = looks;
      for (const look of looks) expect(look).toEqual(first);
      expect(first!.pressed).toBe('false');
      expect(first!.endGap).toBe(0);
      expect(first!.width).toBeGreaterThanOrEqual(24);
      expect(first!.height).toBeGreaterThanOrEqual(24);
      // A visible edge: a border, in a colour that is not the card's background.
      expect(first!.border).toMatch(/^1px solid /);
      const background = getComputedStyle(cards[0]!).backgroundColor;
      expect(first!.border).not.toContain(background);
    },
  );
});
