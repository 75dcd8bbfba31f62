import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles/styles.css';
import './preview.css';

/** Paints the canvas in the chosen theme and hands it to every card through `data-theme`. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <div data-preview-theme={theme} data-theme={theme} className="toolcards-preview">
      <Story />
    </div>
  );
};

const preview: Preview = {
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
  initialGlobals: { theme: 'light' },
  parameters: {
    // Axe violations fail the story tests, not just show in the panel.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
