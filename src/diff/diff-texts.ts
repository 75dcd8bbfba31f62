import type { DiffFileModel, DiffSource } from './diff-model';
import { createDiffFile } from './diff-file';
import { alignSequences } from './align-sequences';
import type { DiffWork } from './edit-script';
import { lineKeys } from './line-keys';
import { scriptHunks } from './script-hunks';

/** One file's before and after, as the `diff` card's `diffs` carry it. */
export interface TextDiffInput {
  /** The file's path. */
  path: string;
  /** The text before; `null` for a new file (everything is an addition). */
  oldText: string | null;
  /** The text after. */
  newText: string;
}

/** Options for {@link diffTexts}. */
export interface DiffTextsOptions {
  /** Unchanged lines kept around each change (default 3, as git and GitHub). */
  context?: number;
  /** The line differ's search cap in edits; past it, see {@link DEFAULT_MAX_EDIT_LENGTH}. */
  maxEditLength?: number;
  /** Where the differ counts its search steps (for tests; the diff never depends on it). */
  work?: DiffWork;
}

/**
 * The line differ's cap, in edits its search may look for beyond those the line counts force
 * (see `alignSequences`): past it the region still in disagreement is shown replaced whole and
 * the file is marked `approximate`. Most edits need no search at all (the lines both texts share
 * come in the same order, or are anchored by lines unique to both), so the cap only bounds lines
 * that moved among repeated ones. A cap on work, not a timeout: the same intent must give the same
 * diff on every machine.
 */
export const DEFAULT_MAX_EDIT_LENGTH = 1000;

/** A text's lines without their `\n` (a CRLF's `\r` stays), and whether the last one lacks a `\n`. */
export function splitTextLines(text: string): { lines: string[]; noNewlineAtEnd: boolean } {
  if (text === '') return { lines: [], noNewlineAtEnd: false };
  const lines = text.split('\n');
  const noNewlineAtEnd = !text.endsWith('\n');
  if (!noNewlineAtEnd) lines.pop();
  return { lines, noNewlineAtEnd };
}

/**
 * Diffs one file's texts into the line model, with the kit's line differ (`alignSequences`). A new
 * file (`oldText: null`) is all additions; identical texts give a file with no hunks (the view says
 * "No changes"). The split texts are kept as `source`, so the context between hunks can be revealed.
 */
export function diffTexts(input: TextDiffInput, options: DiffTextsOptions = {}): DiffFileModel {
  return alignTexts(input, options).file;
}

/** {@link diffTexts}, with the edits its search was charged (see `Alignment.searched`). */
export function alignTexts(
  input: TextDiffInput,
  options: DiffTextsOptions = {},
): { file: DiffFileModel; searched: number } {
  const context = Math.max(0, options.context ?? 3);
  const maxEditLength = options.maxEditLength ?? DEFAULT_MAX_EDIT_LENGTH;
  const oldSplit = splitTextLines(input.oldText ?? '');
  const newSplit = splitTextLines(input.newText);
  const source: DiffSource = {
    oldLines: oldSplit.lines,
    newLines: newSplit.lines,
    oldNoNewlineAtEnd: oldSplit.noNewlineAtEnd,
    newNoNewlineAtEnd: newSplit.noNewlineAtEnd,
  };
  const facts = { oldPath: input.path, newPath: input.path, source, isNew: input.oldText === null };

  if (input.oldText === input.newText) return { file: createDiffFile({ ...facts, hunks: [] }), searched: 0 };
  const { oldKeys, newKeys } = lineKeys(oldSplit, newSplit);
  const alignment = alignSequences(oldKeys, newKeys, { maxEdits: maxEditLength, work: options.work });
  const hunks = scriptHunks(alignment.ops, oldSplit, newSplit, context);
  const file = createDiffFile({ ...facts, hunks, ...(alignment.approximate ? { approximate: true } : {}) });
  return { file, searched: alignment.searched };
}
