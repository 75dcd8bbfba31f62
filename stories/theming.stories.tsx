import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { ToolCard } from '../src/index';
import diffCreate from '../test/fixtures/intents/diff-create.json';

/** A few of the kit's `--tc-*` tokens, as the Controls panel edits them. */
interface TokenEditorProps {
  /** `--tc-radius`: the card's corners. */
  radius: string;
  /** `--tc-font-sans`: the card's text. */
  fontSans: string;
  /** `--tc-border`: the card's outline and rules; empty keeps the theme's. */
  border?: string;
  /** `--tc-success`: the Done pill and added lines; empty keeps the theme's. */
  success?: string;
}

/** A card with the edited tokens on its root, where the kit declares them (`[data-toolcard]`). */
function TokenEditor({ radius, fontSans, border, success }: TokenEditorProps): ReactNode {
  const style: Record<string, string> = { '--tc-radius': radius, '--tc-font-sans': fontSans };
  if (border) style['--tc-border'] = border;
  if (success) style['--tc-success'] = success;
  return <ToolCard intent={diffCreate} style={style as CSSProperties} />;
}

/** Theming live: the toolbar's Theme switches light and dark; the Controls edit the tokens. */
const meta = {
  title: 'Guides/Theming',
  component: TokenEditor,
  args: { radius: '12px', fontSans: 'ui-sans-serif, system-ui, sans-serif' },
  argTypes: { border: { control: 'color' }, success: { control: 'color' } },
} satisfies Meta<typeof TokenEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};
