import { createLine } from '../../../src/diff/diff-hunk';
import { diffTexts } from '../../../src/diff/diff-texts';
import { expandContext } from '../../../src/diff/expand-context';
import { parsePatch } from '../../../src/diff/parse-patch';
import { unifiedRows } from '../../../src/diff/diff-rows';
import { codeRuns } from '../../../src/cards/diff/code-runs';
import { gapActions } from '../../../src/cards/diff/gap-actions';
import { lineNumberDigits } from '../../../src/cards/diff/line-number-digits';
import { fileDocuments, visibleWindows } from '../../../src/cards/diff/side-documents';
import { wordChanges } from '../../../src/cards/diff/word-changes';

const runText = (runs: ReturnType<typeof codeRuns>) =>
  runs.map((run) =>
    run.marked
      ? `[${run.parts.map((part) => part.content).join('|')}]`
      : run.parts.map((part) => part.content).join('|'),
  );

describe('codeRuns', () => {
  it('splits tokens where a changed span starts and ends', () => {
    const tokens = [
      { content: 'const', light: '#cf222e' },
      { content: ' value = ' },
      { content: '42', light: '#005cc5' },
      { content: ';' },
    ];
    const runs = codeRuns('const value = 42;', tokens, [
      { start: 3, end: 8 },
      { start: 14, end: 16 },
    ]);
    expect(runText(runs)).toEqual(['con', '[st| va]', 'lue = ', '[42]', ';']);
    expect(runs[1]!.parts[0]!.token?.light).toBe('#cf222e');
    expect(runs[1]!.parts[1]!.token?.light).toBeUndefined();
  });

  it('draws the text plain when the tokens do not spell it, and ignores spans past its end', () => {
    const runs = codeRuns('new text', [{ content: 'old text', light: '#cf222e' }], [{ start: 4, end: 20 }]);
    expect(runText(runs)).toEqual(['new ', '[text]']);
    expect(runs.every((run) => run.parts.every((part) => part.token === undefined))).toBe(true);
  });

  it('gives one unmarked run for a line without spans, and none for an empty line', () => {
    expect(runText(codeRuns('plain', undefined, []))).toEqual(['plain']);
    expect(codeRuns('', undefined, [])).toEqual([]);
  });
});

describe('wordChanges', () => {
  it('marks the words a deletion and its addition do not share', () => {
    const changes = wordChanges(createLine('delete', 'let total = 1;'), createLine('add', 'let total = 2;'));
    expect(changes).toEqual({ old: [{ start: 12, end: 13 }], new: [{ start: 12, end: 13 }] });
  });

  it('marks nothing when the lines share no word, or are not a deletion and an addition', () => {
    expect(wordChanges(createLine('delete', 'alpha beta'), createLine('add', 'gamma delta'))).toBeUndefined();
    expect(wordChanges(createLine('add', 'a b'), createLine('delete', 'a c'))).toBeUndefined();
  });
});

describe('fileDocuments', () => {
  it('uses the full texts of a diffs input, numbered as in the files, without CRLF', () => {
    const file = diffTexts({ path: 'a.ts', oldText: 'a\r\nb\r\n', newText: 'a\r\nc\r\n' });
    const documents = fileDocuments(file);
    expect(documents.old.lines).toEqual(['a', 'b']);
    expect(documents.new.lines).toEqual(['a', 'c']);
    expect(documents.old.lang).toBe('typescript');
    const lines = file.hunks[0]!.lines;
    expect(lines.map((line) => [documents.oldIndex(0, line), documents.newIndex(0, line)])).toEqual([
      [0, 0],
      [1, -1],
      [-1, 1],
    ]);
    // The same texts grown by revealed context keep the same documents.
    expect(fileDocuments(expandContext(file, 0, 'all'))).toBe(documents);
  });

  it('joins a patch’s visible lines per side, hunk after hunk', () => {
    const [file] = parsePatch(
      ['--- a/x.py', '+++ b/x.py', '@@ -1,2 +1,2 @@', ' a', '-b', '+B', '@@ -10,2 +10,2 @@', ' j', '-k', '+K', ''].join(
        '\n',
      ),
    );
    const documents = fileDocuments(file!);
    expect(documents.old.lines).toEqual(['a', 'b', 'j', 'k']);
    expect(documents.new.lines).toEqual(['a', 'B', 'j', 'K']);
    expect(documents.new.lang).toBe('python');
    const second = file!.hunks[1]!.lines;
    expect(second.map((line) => [documents.oldIndex(1, line), documents.newIndex(1, line)])).toEqual([
      [2, 2],
      [3, -1],
      [-1, 3],
    ]);
    const rows = unifiedRows([file!]).filter((row) => row.type === 'line' && row.hunk === 1);
    expect(visibleWindows(file!, documents, rows)).toEqual({ old: { start: 2, end: 4 }, new: { start: 2, end: 4 } });
  });
});

describe('gapActions and lineNumberDigits', () => {
  it('offers steps from the sides that have a hunk, and all, or all alone for a short gap', () => {
    const text = Array.from({ length: 100 }, (_, index) => `l${index}`).join('\n');
    const file = diffTexts({ path: 'a', oldText: text, newText: text.replace('l50', 'x') });
    expect(gapActions(file, { index: 0, oldStart: 1, newStart: 1, lines: 47 })).toEqual(['up', 'all']);
    expect(gapActions(file, { index: 1, oldStart: 54, newStart: 54, lines: 47 })).toEqual(['down', 'all']);
    expect(gapActions(file, { index: 1, oldStart: 54, newStart: 54, lines: 20 })).toEqual(['all']);
    expect(lineNumberDigits([file])).toBe(3);
    expect(lineNumberDigits([])).toBe(2);
  });
});
