import { structuredPatch } from 'diff';
import type { StructuredPatch } from 'diff';
import type { DiffFileModel, DiffHunk, DiffLine, DiffSource } from './diff-model';
import { createDiffFile } from './diff-file';
import { createHunk, createLine } from './diff-hunk';

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
  /** The line diff's cost cap in added + deleted lines; past it, see {@link DEFAULT_MAX_EDIT_LENGTH}. */
  maxEditLength?: number;
}

/**
 * jsdiff's Myers diff costs about the square of the edit length: measured here on 150,000-line
 * texts, 1,000 edits take ~0.1 s and 4,000 take ~1.1 s whatever the file size. Past the cap
 * the changed region (between the common first and last lines) is shown replaced whole and the
 * file is marked `approximate`. A cap, not jsdiff's `timeout`: the same intent must give the
 * same diff on every machine.
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
 * Diffs one file's texts into the line model, with jsdiff's `structuredPatch`. A new file
 * (`oldText: null`) is all additions; identical texts give a file with no hunks (the view says
 * "No changes"). The split texts are kept as `source`, so the context between hunks can be revealed.
 */
export function diffTexts(input: TextDiffInput, options: DiffTextsOptions = {}): DiffFileModel {
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

  if (input.oldText === input.newText) return createDiffFile({ ...facts, hunks: [] });
  if (input.oldText === null || input.oldText === '') {
    // Nothing to match against: skip the differ, which would still walk every line.
    const hunk = replaceHunk(oldSplit, newSplit, 0, 0, context);
    return createDiffFile({ ...facts, hunks: hunk ? [hunk] : [] });
  }

  // The edit length is at least the difference in line counts: past the cap, skip the attempt.
  const hopeless = Math.abs(oldSplit.lines.length - newSplit.lines.length) > maxEditLength;
  const patch = hopeless
    ? undefined
    : structuredPatch(input.path, input.path, input.oldText, input.newText, undefined, undefined, {
        context,
        maxEditLength,
      });
  if (patch === undefined) {
    const { prefix, suffix } = commonEnds(oldSplit, newSplit);
    const hunk = replaceHunk(oldSplit, newSplit, prefix, suffix, context);
    return createDiffFile({ ...facts, hunks: hunk ? [hunk] : [], approximate: true });
  }
  return createDiffFile({ ...facts, hunks: convertHunks(patch) });
}

/** jsdiff's hunks in the model: prefixes cut, lines numbered, `\` markers folded into flags. */
function convertHunks(patch: StructuredPatch): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  for (const hunk of patch.hunks) {
    const lines: DiffLine[] = [];
    let oldNumber = hunk.oldStart;
    let newNumber = hunk.newStart;
    for (const raw of hunk.lines) {
      const prefix = raw[0];
      const body = raw.slice(1);
      if (prefix === '\\') {
        const previous = lines[lines.length - 1];
        if (previous) previous.noNewlineAtEnd = true;
      } else if (prefix === '+') {
        lines.push(createLine('add', body, undefined, newNumber++));
      } else if (prefix === '-') {
        lines.push(createLine('delete', body, oldNumber++));
      } else {
        lines.push(createLine('context', body, oldNumber++, newNumber++));
      }
    }
    // jsdiff numbers an empty range from the line after it; git (and every parsed patch) from
    // the line before it.
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
    hunks.push(createHunk(oldStart, newStart, lines));
  }
  return hunks;
}

type SplitText = ReturnType<typeof splitTextLines>;

/** Line `index` of a text, with its newline when it has one, so "a" and "a\n" differ at the end. */
function lineWithEnd(text: SplitText, index: number): string {
  const line = text.lines[index] ?? '';
  return index === text.lines.length - 1 && text.noNewlineAtEnd ? line : `${line}\n`;
}

/** How many lines the texts share at their start, and then at their end (never overlapping). */
function commonEnds(oldText: SplitText, newText: SplitText): { prefix: number; suffix: number } {
  const shortest = Math.min(oldText.lines.length, newText.lines.length);
  let prefix = 0;
  while (prefix < shortest && lineWithEnd(oldText, prefix) === lineWithEnd(newText, prefix)) prefix += 1;
  let suffix = 0;
  while (suffix < shortest - prefix && lineWithEnd(oldText, oldText.lines.length - 1 - suffix) === lineWithEnd(newText, newText.lines.length - 1 - suffix)) {
    suffix += 1;
  }
  return { prefix, suffix };
}

/**
 * One hunk replacing everything between the first `prefix` and last `suffix` lines, with up to
 * `context` lines around it: a valid diff, only not a minimal one. `undefined` when nothing changed.
 */
function replaceHunk(oldText: SplitText, newText: SplitText, prefix: number, suffix: number, context: number): DiffHunk | undefined {
  const oldEnd = oldText.lines.length - suffix;
  const newEnd = newText.lines.length - suffix;
  if (oldEnd === prefix && newEnd === prefix) return undefined;
  const before = Math.min(context, prefix);
  const after = Math.min(context, suffix);
  const lines: DiffLine[] = [];
  const push = (line: DiffLine, text: SplitText, index: number) => {
    if (text.noNewlineAtEnd && index === text.lines.length - 1) line.noNewlineAtEnd = true;
    lines.push(line);
  };
  for (let index = prefix - before; index < prefix; index++) {
    push(createLine('context', oldText.lines[index] ?? '', index + 1, index + 1), oldText, index);
  }
  for (let index = prefix; index < oldEnd; index++) {
    push(createLine('delete', oldText.lines[index] ?? '', index + 1), oldText, index);
  }
  for (let index = prefix; index < newEnd; index++) {
    push(createLine('add', newText.lines[index] ?? '', undefined, index + 1), newText, index);
  }
  for (let offset = 0; offset < after; offset++) {
    const oldIndex = oldEnd + offset;
    push(createLine('context', oldText.lines[oldIndex] ?? '', oldIndex + 1, newEnd + offset + 1), oldText, oldIndex);
  }
  const first = prefix - before;
  const oldCount = oldEnd - prefix + before + after;
  const newCount = newEnd - prefix + before + after;
  return createHunk(oldCount === 0 ? first : first + 1, newCount === 0 ? first : first + 1, lines);
}
