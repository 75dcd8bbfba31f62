import axe from 'axe-core';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { preloadHighlighter, ToolCard } from '../../../src/index';
import readWindow from '../../fixtures/intents/read-window.json';

// The story tests' axe pass reports no colour-contrast result at all (checked by breaking a
// colour on purpose), so contrast of everything the read card draws is checked here, in Chromium.
const trojan = {
  card: 'read',
  path: '/home/dev/projects/monorepo/packages/very-long-package-name/src/auth/check-access.ts',
  lines: [
    { number: 1, text: 'export function checkAccess(accessLevel: string): void {' },
    { number: 2, text: '\tif (accessLevel != "user\u202E \u2066// Check if admin\u2069 \u2066") {' },
    { number: 3, text: '\t\tconsole.log("You are an admin.");\u0000 \uD83D' },
  ],
  totalLines: 1000,
};

describe.each(['light', 'dark'] as const)('the read card in the %s palette', (theme) => {
  it.each([320, 900])(
    'has enough colour contrast at %ipx, header parts never overlapping the status',
    async (width) => {
      await preloadHighlighter({ langs: ['js', 'ts'] });
      await page.viewport(width, 900);
      const { container } = await render(
        <div>
          <ToolCard theme={theme} intent={readWindow} />
          <ToolCard theme={theme} intent={readWindow} defaultOpen={false} />
          <ToolCard theme={theme} intent={trojan} />
          <ToolCard theme={theme} intent={{ ...trojan, title: 'Read the access check' }} />
          <ToolCard
            theme={theme}
            intent={{ card: 'read', path: 'dist/bundle.min.js', lines: [{ number: 1, text: 'var a=1;'.repeat(3000) }] }}
          />
          <ToolCard theme={theme} intent={{ card: 'read', path: 'a.js', offset: 300, lines: [], totalLines: 226 }} />
        </div>,
      );
      // The folded card's preview is built once the card is near the screen: check it too.
      await expect
        .poll(() => container.querySelector('[data-state="closed"] [data-slot="preview"] [data-highlighted]'))
        .not.toBeNull();
      const results = await axe.run(container, { runOnly: ['color-contrast'] });
      expect(
        results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target}: ${node.any.map((check) => check.message)}`),
        ),
      ).toEqual([]);
      expect(results.passes.find((rule) => rule.id === 'color-contrast')?.nodes.length).toBeGreaterThan(50);
    },
  );
});
