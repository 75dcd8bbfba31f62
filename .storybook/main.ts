import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The docs pages (MDX: the introduction, one per card, the guides) and the stories they embed.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // ToolCard is made by createToolCard, so only the TypeScript checker can tell its props (autodocs).
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    // The root vite.config.ts is the library build; Storybook needs none of its build options.
    return { ...config, build: { ...config.build, lib: false } };
  },
};

export default config;
