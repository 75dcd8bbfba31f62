import { formatSummary, formatSummaryParts, summarize } from '../../src/diff/diff-summary';
import { cutLongLine, MAX_LINE_CHARS } from '../../src/diff/long-line';
import { parsePatch } from '../../src/diff/parse-patch';
import { diffTexts } from '../../src/diff/diff-texts';
import { readPatch } from './diff-fixtures';

describe('summary', () => {
  it('totals the corpus patch as "+A −R · N files"', () => {
    const files = parsePatch(readPatch('zod-3.22.0-to-3.22.4.diff'));
    const summary = summarize(files);
    expect(summary.files).toBe(9);
    expect(formatSummary(summary)).toBe(`+${summary.additions} \u2212${summary.deletions} · 9 files`);
  });

  it('groups thousands and says "file" for one', () => {
    const big = diffTexts({ path: 'x', oldText: null, newText: 'a\n'.repeat(12_345) });
    expect(formatSummary(summarize([big]))).toBe('+12,345 \u22120 · 1 file');
    expect(formatSummaryParts({ files: 1000, additions: 0, deletions: 1_000_000 })).toEqual({
      additions: '+0',
      deletions: '\u22121,000,000',
      files: '1,000',
    });
  });
});

describe('cutLongLine', () => {
  it(`keeps lines up to ${MAX_LINE_CHARS} characters whole and cuts longer ones`, () => {
    expect(cutLongLine('short')).toEqual({ shown: 'short', hidden: 0 });
    const long = 'a'.repeat(MAX_LINE_CHARS + 5);
    expect(cutLongLine(long)).toEqual({ shown: 'a'.repeat(MAX_LINE_CHARS), hidden: 5 });
  });

  it('never cuts a surrogate pair in half', () => {
    expect(cutLongLine('ab😀cd', 3)).toEqual({ shown: 'ab', hidden: 4 });
    expect(cutLongLine('ab😀cd', 4)).toEqual({ shown: 'ab😀', hidden: 2 });
  });
});
