import { describeNeverThrows } from './never-throws/never-throws-property';
import { TOOLCARDS_COMPONENTS, TOOLCARDS_EXPORTS } from './never-throws/toolcards-exports';

// The components draw a card per run: they have a file of their own, so the runner spreads the two over the cores.
describeNeverThrows(
  'toolcards',
  TOOLCARDS_EXPORTS,
  Object.keys(TOOLCARDS_EXPORTS).filter((name) => !TOOLCARDS_COMPONENTS.includes(name)),
);
