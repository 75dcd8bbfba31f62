import { createHunk, createLine } from './diff-hunk';
import type { DiffHunk, DiffLine } from './diff-model';
import { EQUAL, INSERT } from './edit-script';
import type { EditOp } from './edit-script';

/** One text's lines, as `splitTextLines` gives them. */
interface SplitLines {
  lines: readonly string[];
  noNewlineAtEnd: boolean;
}

/**
 * An edit script as hunks with `context` unchanged lines around each change, as git and jsdiff's
 * `structuredPatch` cut them: changes at most `2 × context` lines apart share a hunk. Lines are
 * numbered from 1; an empty side is numbered from the line before it, as git does.
 */
export function scriptHunks(
  ops: readonly EditOp[],
  oldText: SplitLines,
  newText: SplitLines,
  context: number,
): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  let lines: DiffLine[] | undefined;
  let oldStart = 0;
  let newStart = 0;
  let oldAt = 0;
  let newAt = 0;
  // Unchanged lines since the current hunk's last change.
  let equals = 0;

  const line = (kind: DiffLine['kind'], oldIndex: number | undefined, newIndex: number | undefined): DiffLine => {
    const side = oldIndex === undefined ? newText : oldText;
    const index = oldIndex ?? newIndex!;
    const made = createLine(
      kind,
      side.lines[index] ?? '',
      oldIndex === undefined ? undefined : oldIndex + 1,
      newIndex === undefined ? undefined : newIndex + 1,
    );
    if (side.noNewlineAtEnd && index === side.lines.length - 1) made.noNewlineAtEnd = true;
    return made;
  };
  const close = () => {
    if (!lines) return;
    let oldCount = 0;
    let newCount = 0;
    for (const each of lines) {
      if (each.kind !== 'add') oldCount += 1;
      if (each.kind !== 'delete') newCount += 1;
    }
    hunks.push(createHunk(oldCount === 0 ? oldStart : oldStart + 1, newCount === 0 ? newStart : newStart + 1, lines));
    lines = undefined;
  };

  for (const op of ops) {
    if (op === EQUAL) {
      if (lines && equals < context) lines.push(line('context', oldAt, newAt));
      equals += 1;
      oldAt += 1;
      newAt += 1;
      continue;
    }
    if (lines && equals > 2 * context) close();
    if (lines) {
      // The unchanged lines past the trailing context, now between two changes of one hunk.
      for (let back = equals - context; back > 0; back--) lines.push(line('context', oldAt - back, newAt - back));
    } else {
      const lead = Math.min(context, equals, oldAt, newAt);
      lines = [];
      oldStart = oldAt - lead;
      newStart = newAt - lead;
      for (let back = lead; back > 0; back--) lines.push(line('context', oldAt - back, newAt - back));
    }
    equals = 0;
    if (op === INSERT) lines.push(line('add', undefined, newAt++));
    else lines.push(line('delete', oldAt++, undefined));
  }
  close();
  return hunks;
}
