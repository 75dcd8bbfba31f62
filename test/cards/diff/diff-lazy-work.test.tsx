import { render } from '@testing-library/react';
import * as lineDiffer from '../../../src/diff/align-sequences';
import * as wordDiffer from '../../../src/diff/word-diff';
import { ToolCard } from '../../../src/index';
import { diffCardModel } from '../../../src/cards/diff/diff-card-model';
import { summarize } from '../../../src/diff/diff-summary';
import { diffFilesOf } from '../../../src/diff/diff-files';
import { wordChanges } from '../../../src/cards/diff/word-changes';
import { numberedText, slot, slots } from './diff-test-utils';

// The line differ and the word differ, spied on: what a card did not draw must not have cost them.
vi.mock('../../../src/diff/align-sequences', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/diff/align-sequences')>();
  return { ...actual, alignSequences: vi.fn(actual.alignSequences) };
});
vi.mock('../../../src/diff/word-diff', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/diff/word-diff')>();
  return { ...actual, wordDiff: vi.fn(actual.wordDiff) };
});

const lineDiffs = () => vi.mocked(lineDiffer.alignSequences).mock.calls.length;

/** A whole-file edit of `lines` lines with every `every`-th line changed. */
function editEvery(lines: number, every: number) {
  const oldText = numberedText(lines);
  const newText = oldText
    .split('\n')
    .map((line, index) => (index % every === 3 && line !== '' ? `${line} changed` : line))
    .join('\n');
  return { path: 'src/app.ts', oldText, newText, oldStart: 1, newStart: 1 };
}

/** A Claude Code style edit: an excerpt without a place. */
const excerpt = {
  path: 'src/util.ts',
  oldText: 'const a = 1;\nconst b = 2;\nconst c = 3;',
  newText: 'const a = 1;\nconst b = 20;\nconst c = 3;\nconst d = 4;',
};

beforeEach(() => vi.clearAllMocks());

describe('a collapsed diff card', () => {
  it('shows its counts without ever running the line differ', () => {
    const intent = { card: 'diff', title: 'Edit', diffs: [editEvery(300, 25), excerpt] } as const;
    const { container } = render(<ToolCard intent={intent} defaultOpen={false} />);
    expect(lineDiffs()).toBe(0);
    expect(slot(container, 'summary-additions')).toHaveTextContent('+14');
    expect(slot(container, 'summary-deletions')).toHaveTextContent('\u221213');
    expect(slot(container, 'summary-files')).toHaveTextContent('2 files');
  });

  it('counts what the opened card draws: the header does not change when it opens', () => {
    const intent = { card: 'diff', title: 'Edit', diffs: [editEvery(300, 25), excerpt] } as const;
    const closed = render(<ToolCard intent={intent} defaultOpen={false} />);
    const closedCounts = slot(closed.container, 'meta').textContent;
    closed.unmount();
    const open = render(<ToolCard intent={intent} />);
    expect(lineDiffs()).toBeGreaterThan(0);
    expect(slot(open.container, 'meta').textContent).toBe(closedCounts);
  });

  it('diffs only when a line moved, where counting cannot prove the minimal diff', () => {
    const moved = {
      path: 'a.txt',
      oldText: 'one\ntwo\nthree\n',
      newText: 'three\none\ntwo\n',
      oldStart: 1,
      newStart: 1,
    };
    const model = diffCardModel({ diffs: [moved] });
    expect(model.summary).toEqual(summarize(diffFilesOf({ diffs: [moved] })));
    expect(lineDiffs()).toBeGreaterThan(0);
  });
});

describe('counting without the differ', () => {
  const cases: Record<string, { oldText: string | null; newText: string; oldStart?: number; newStart?: number }[]> = {
    'an edit in the middle': [{ oldText: 'a\nb\nc\n', newText: 'a\nB\nc\n', oldStart: 1, newStart: 1 }],
    'a new file': [{ oldText: null, newText: 'x\ny\n' }],
    'the last line losing its newline': [{ oldText: 'a\nb\n', newText: 'a\nb', oldStart: 1, newStart: 1 }],
    'repeated lines around an insertion': [{ oldText: '}\n}\n}\n', newText: '}\nx\n}\n}\n', oldStart: 1, newStart: 1 }],
    'an excerpt without a newline': [{ oldText: 'if (a) {\n  run();\n}', newText: 'if (a && b) {\n  run();\n}' }],
    'a change over the per-file cap': [editEvery(6000, 2)],
    'identical texts': [{ oldText: 'same\n', newText: 'same\n', oldStart: 1, newStart: 1 }],
  };
  for (const [name, entries] of Object.entries(cases)) {
    it(`agrees with the diffed files for ${name}`, () => {
      const diffs = entries.map((entry) => ({ path: 'f.ts', ...entry }));
      const counted = diffCardModel({ diffs }).summary;
      expect(counted).toEqual(summarize(diffFilesOf({ diffs })));
    });
  }
});

describe('an open diff card', () => {
  it('word-diffs only the pairs it draws, not the 200 beyond the screen', () => {
    // 200 changed pairs; without layout the card draws its first 40 rows.
    const intent = { card: 'diff', title: 'Edit', diffs: [editEvery(2000, 10)] } as const;
    const { container } = render(<ToolCard intent={intent} />);
    const drawnChanged = slots(container, 'line').filter((row) => row.getAttribute('data-kind') !== 'context').length;
    const calls = vi.mocked(wordDiffer.wordDiff).mock.calls.length;
    expect(drawnChanged).toBeGreaterThan(0);
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(drawnChanged);
  });
});

describe('word changes', () => {
  it('are diffed once per pair of lines, however often the pair is drawn', () => {
    const removed = { kind: 'delete', text: 'const answer = 41;', oldNumber: 3 } as const;
    const added = { kind: 'add', text: 'const answer = 42;', newNumber: 3 } as const;
    const first = wordChanges(removed, added);
    const again = wordChanges(removed, added);
    expect(again).toBe(first);
    expect(first?.new).toEqual([{ start: 15, end: 17 }]);
    expect(vi.mocked(wordDiffer.wordDiff)).toHaveBeenCalledTimes(1);
  });
});
