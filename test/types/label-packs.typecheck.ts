// Compiled by tsc (label-packs.ssr.test.ts and `npm run typecheck`): each `@ts-expect-error`
// fails the compile if the line below it compiles, so these prove that a pack must be whole.
import type { ToolCardLabels } from '../../src/index';
import { KO_LABELS } from '../../src/label-packs/ko';

const { copyFailed: _dropped, ...withoutCopyFailed } = KO_LABELS;
const { jumpToEnd: _alsoDropped, ...terminalWithoutJumpToEnd } = KO_LABELS.terminal;

/** A whole pack compiles. */
export const whole: ToolCardLabels = { ...KO_LABELS };

/** A pack missing a shared key does not compile. */
// @ts-expect-error -- `copyFailed` is missing
export const missingShared: ToolCardLabels = withoutCopyFailed;

/** A pack missing one key of a card's group does not compile. */
// @ts-expect-error -- `terminal.jumpToEnd` is missing
export const missingNested: ToolCardLabels = { ...KO_LABELS, terminal: terminalWithoutJumpToEnd };

/** A pack missing a whole group does not compile. */
// @ts-expect-error -- the `search` group is missing
export const missingGroup: ToolCardLabels = { ...KO_LABELS, search: undefined };

/** A count written as a string where the pack must take the count does not compile. */
// @ts-expect-error -- `fileCount` takes the count: a fixed string cannot say it
export const fixedCount: ToolCardLabels = { ...KO_LABELS, diff: { ...KO_LABELS.diff, fileCount: '파일' } };
