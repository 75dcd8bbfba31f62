import { diffFilesOf } from '../../src/diff/diff-files';
import { dshCall, loadDshCalls } from '../fixtures/load-dsh-views';

type Entry = { path: string; oldText: string | null; newText: string; oldStart?: number; newStart?: number };

/** The real change between two texts, counted by lines that differ (an LCS over lines). */
function realCounts(before: string, after: string): { additions: number; deletions: number } {
  const a = before.split('\n');
  const b = after.split('\n');
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const common = table[0]![0]!;
  return { additions: b.length - common, deletions: a.length - common };
}

describe('diffs entries are hunks (DSH edits and writes)', () => {
  const edits = loadDshCalls().filter(
    (call) => call.truth && call.truth.before !== null && Array.isArray(call.resultView?.diffs),
  );

  it.each(edits.map((call) => [call.id, call] as const))(
    '%s: counts the real change, with one file per path',
    (_id, call) => {
      const diffs = call.resultView!.diffs as Entry[];
      const files = diffFilesOf({ diffs });
      expect(files).toHaveLength(new Set(diffs.map((diff) => diff.path)).size);
      const expected = realCounts(call.truth!.before!, call.truth!.after);
      expect(files.reduce((sum, file) => sum + file.additions, 0)).toBe(expected.additions);
      expect(files.reduce((sum, file) => sum + file.deletions, 0)).toBe(expected.deletions);
      for (const file of files)
        for (const hunk of file.hunks) for (const line of hunk.lines) expect(line.noNewlineAtEnd).toBeUndefined();
    },
  );

  it('makes one file of entries sharing a path, its hunks in order and unnumbered', () => {
    const diffs: Entry[] = [
      { path: 'a.ts', oldText: 'one\ntwo', newText: 'one\n2' },
      { path: 'b.ts', oldText: 'x', newText: 'y' },
      { path: 'a.ts', oldText: 'ten\neleven', newText: 'ten\neleven\ntwelve' },
    ];
    const files = diffFilesOf({ diffs });
    expect(files.map((file) => file.newPath)).toEqual(['a.ts', 'b.ts']);
    const [a] = files;
    expect(a!.hunks).toHaveLength(2);
    expect(a!.hunks.every((hunk) => hunk.unnumbered === true)).toBe(true);
    expect(a!.hunks[1]!.lines.map((line) => `${line.kind} ${line.text}`)).toEqual([
      'context ten',
      'context eleven',
      'add twelve',
    ]);
    expect(a).toMatchObject({ additions: 2, deletions: 1, canExpandContext: false });
  });

  it('numbers an excerpt from oldStart and newStart when the host knows them', () => {
    const [file] = diffFilesOf({
      diffs: [{ path: 'a.ts', oldText: 'm\nn', newText: 'm\nN', oldStart: 13, newStart: 14 }],
    });
    const [hunk] = file!.hunks;
    expect(hunk!.unnumbered).toBeUndefined();
    expect(hunk!.lines.map((line) => [line.kind, line.oldNumber, line.newNumber])).toEqual([
      ['context', 13, 14],
      ['delete', 14, undefined],
      ['add', undefined, 15],
    ]);
  });

  it('shows an excerpt whose old and new texts are equal as its text, +0 −0', () => {
    const call = dshCall('editor-str-replace-noop');
    const [file] = diffFilesOf({ diffs: call.callView!.diffs as Entry[] });
    expect(file!.hunks[0]!.lines).toEqual([expect.objectContaining({ kind: 'context', text: 'three' })]);
    expect(file).toMatchObject({ additions: 0, deletions: 0 });
  });

  it('keeps a new file (oldText: null) numbered from line 1', () => {
    const call = dshCall('editor-create');
    const [file] = diffFilesOf({ diffs: call.callView!.diffs as Entry[] });
    expect(file).toMatchObject({ status: 'added', additions: 2, deletions: 0 });
    expect(file!.hunks[0]!.unnumbered).toBeUndefined();
    expect(file!.hunks[0]!.lines.map((line) => line.newNumber)).toEqual([1, 2]);
  });
});
