import { diffFilesOf, INTENT_EDIT_BUDGET } from '../../src/diff/diff-files';
import { DEFAULT_MAX_EDIT_LENGTH } from '../../src/diff/diff-texts';

/**
 * Two blocks of repeated lines swapped (`count / 2` lines each): no line is unique and the shared
 * lines are out of order, so only a search aligns them, finding `count` edits.
 */
function swappedBlocks(path: string, count: number) {
  const a = 'a\n'.repeat(count / 2);
  const b = 'b\n'.repeat(count / 2);
  return { path, oldText: `${a}${b}`, newText: `${b}${a}`, oldStart: 1, newStart: 1 };
}

/** A text of `count` lines where every other line changes between the two versions. */
function changedPair(path: string, count: number) {
  let oldText = '';
  let newText = '';
  for (let index = 0; index < count; index++) {
    oldText += index % 2 ? `same ${index}\n` : `old ${index}\n`;
    newText += index % 2 ? `same ${index}\n` : `new ${index}\n`;
  }
  return { path, oldText, newText };
}

describe('the line-diff budget of one diff intent', () => {
  it('searches files until the intent has spent its budget, then shows the rest approximate', () => {
    // 400 edits found by search (200 deleted + 200 added) per file.
    const diffs = Array.from({ length: 30 }, (_, index) => swappedBlocks(`f${index}.txt`, 400));
    const files = diffFilesOf({ diffs });
    const exact = files.filter((file) => !file.approximate);
    expect(exact.length).toBe(Math.floor(INTENT_EDIT_BUDGET / 400));
    expect(files.slice(0, exact.length).every((file) => !file.approximate)).toBe(true);
    expect(files.slice(exact.length).every((file) => file.approximate === true)).toBe(true);
    expect(exact.every((file) => file.additions === 200 && file.deletions === 200)).toBe(true);
    // Approximate files still show every changed line, in the region replaced whole.
    expect(files.slice(exact.length).every((file) => file.additions === 400 && file.deletions === 400)).toBe(true);
  });

  it('charges nothing for edits found without a search: shared lines in order, or none shared', () => {
    const rewrite = (path: string) => ({
      path,
      oldText: Array.from({ length: 1_500 }, (_, index) => `old ${index}`).join('\n'),
      newText: Array.from({ length: 1_500 }, (_, index) => `new ${index}`).join('\n'),
      oldStart: 1,
      newStart: 1,
    });
    const diffs = [
      ...Array.from({ length: 30 }, (_, index) => ({ ...changedPair(`p${index}`, 2_000), oldStart: 1, newStart: 1 })),
      ...Array.from({ length: 30 }, (_, index) => rewrite(`r${index}`)),
      swappedBlocks('searched.txt', 400),
    ];
    const files = diffFilesOf({ diffs });
    expect(files.every((file) => file.approximate === undefined)).toBe(true);
    expect(files.slice(0, 30).every((file) => file.additions === 1_000 && file.deletions === 1_000)).toBe(true);
    expect(files.slice(30, 60).every((file) => file.additions === 1_500 && file.deletions === 1_500)).toBe(true);
    expect(files.at(-1)).toMatchObject({ additions: 200, deletions: 200 });
  });

  it('never charges a new file, which needs no alignment', () => {
    const diffs = [
      ...Array.from({ length: 10 }, (_, index) => ({
        path: `new${index}.txt`,
        oldText: null,
        newText: 'x\n'.repeat(DEFAULT_MAX_EDIT_LENGTH * 2),
      })),
      changedPair('edited.txt', 40),
    ];
    expect(diffFilesOf({ diffs }).at(-1)!.approximate).toBeUndefined();
  });
});
