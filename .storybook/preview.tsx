import type { Decorator, Preview } from '@storybook/react-vite';
import { sb } from 'storybook/test';
import { preloadCards } from '../src/shell/preload-cards';
import '../src/styles/styles.css';
import './preview.css';

// Spied (still real) so a story can make a view throw and show the error boundary at work.
sb.mock(import('../src/cards/generic/generic-card.tsx'), { spy: true });

/** The palette stories start in; the story-test project runs once per theme (see vite.config.ts). */
const initialTheme = import.meta.env.VITE_STORY_THEME === 'dark' ? 'dark' : 'light';

/** Paints the canvas in the chosen theme and hands it to every card through `data-theme`. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <div
      data-preview-theme={theme}
      data-theme={theme}
      data-preview-mode={context.viewMode}
      className="toolcards-preview"
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  // Each card's code is a lazy chunk; loaded once before any story, so a story (and its axe check)
  // shows the card rather than its loading line. stories/lazy-loading.stories.tsx shows that line.
  beforeAll: () => preloadCards(),
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Light or dark palette',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme },
  parameters: {
    // Axe violations fail the story tests, not just show in the panel.
    a11y: { test: 'error' },
    // The widths the layout rules are written for; a story picks one with `globals.viewport`, and
    // the story tests then run at that size.
    viewport: {
      options: {
        phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (760 px)', styles: { width: '760px', height: '900px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1400 px)', styles: { width: '1400px', height: '900px' }, type: 'desktop' },
      },
    },
    layout: 'padded',
  },
};

export default preview;
