import { diffFilesOf, INTENT_EDIT_BUDGET } from '../../src/diff/diff-files';
import { DEFAULT_MAX_EDIT_LENGTH } from '../../src/diff/diff-texts';

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
  it('aligns files line by line until the intent has spent its budget, then shows the rest approximate', () => {
    // 400 changed lines (200 deleted + 200 added) per file.
    const diffs = Array.from({ length: 30 }, (_, index) => changedPair(`f${index}.txt`, 400));
    const files = diffFilesOf({ diffs });
    const exact = files.filter((file) => !file.approximate);
    expect(exact.length).toBe(Math.floor(INTENT_EDIT_BUDGET / 400));
    expect(files.slice(0, exact.length).every((file) => !file.approximate)).toBe(true);
    expect(files.slice(exact.length).every((file) => file.approximate === true)).toBe(true);
    expect(exact.every((file) => file.additions === 200 && file.deletions === 200)).toBe(true);
    // Approximate files still show every changed line, in the region replaced whole.
    expect(files.slice(exact.length).every((file) => file.additions === 399 && file.deletions === 399)).toBe(true);
  });

  it('never charges a new file, which needs no alignment', () => {
    const diffs = [
      ...Array.from({ length: 10 }, (_, index) => ({ path: `new${index}.txt`, oldText: null, newText: 'x\n'.repeat(DEFAULT_MAX_EDIT_LENGTH * 2) })),
      changedPair('edited.txt', 40),
    ];
    expect(diffFilesOf({ diffs }).at(-1)!.approximate).toBeUndefined();
  });
});

describe('editLengthLowerBound', () => {
  it('counts the lines one side has more often than the other', async () => {
    const { editLengthLowerBound } = await import('../../src/diff/edit-length-bound');
    expect(editLengthLowerBound('a\nb\nc\n', 'a\nc\nd\n')).toBe(2);
    expect(editLengthLowerBound('a\na\n', 'a\n')).toBe(1);
    expect(editLengthLowerBound('x\ny\n', 'y\nx\n')).toBe(0);
  });

  it('shows files whose every line changed as approximate without charging the budget', () => {
    const rewrite = (path: string) => ({
      path,
      oldText: Array.from({ length: 1_500 }, (_, index) => `old ${index}`).join('\n'),
      newText: Array.from({ length: 1_500 }, (_, index) => `new ${index}`).join('\n'),
    });
    const files = diffFilesOf({ diffs: [...Array.from({ length: 50 }, (_, index) => rewrite(`r${index}`)), changedPair('small.txt', 40)] });
    expect(files.slice(0, 50).every((file) => file.approximate === true && file.additions === 1_500)).toBe(true);
    expect(files.at(-1)!.approximate).toBeUndefined();
  });
});
