import { type DiffFileModel, EXPAND_STEP, type DiffGap, type ExpandDirection } from '../../diff';

/**
 * The expand buttons a gap offers, as on GitHub: a gap of one step or less opens whole; a larger
 * one grows by a step from the hunk below (`up`) and from the hunk above (`down`), where there is
 * such a hunk, or opens whole.
 */
export function gapActions(file: DiffFileModel, gap: DiffGap): ExpandDirection[] {
  if (gap.lines <= EXPAND_STEP) return ['all'];
  const actions: ExpandDirection[] = [];
  if (gap.index < file.hunks.length) actions.push('up');
  if (gap.index > 0) actions.push('down');
  actions.push('all');
  return actions;
}
