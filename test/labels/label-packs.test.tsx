import { render } from '@testing-library/react';
import { DEFAULT_LABELS, ToolCard, ToolCardHost, ToolTranscript, type ToolCardLabels } from '../../src/index';
import { EN_LABELS } from '../../src/label-packs/en';
import { JA_LABELS } from '../../src/label-packs/ja';
import { KO_LABELS } from '../../src/label-packs/ko';
import { ZH_LABELS } from '../../src/label-packs/zh';
import { slot } from '../support/slots';

const PACKS: [language: string, labels: ToolCardLabels][] = [
  ['Korean', KO_LABELS],
  ['Simplified Chinese', ZH_LABELS],
  ['Japanese', JA_LABELS],
];

// Twelve lines: a shorter output has no find or wrap toolbar.
const terminal = {
  card: 'terminal',
  title: 'Run the tests',
  command: 'npm test',
  output: 'ok\n'.repeat(12),
  exitCode: 1,
};
const diff = { card: 'diff', title: 'Edit', diffs: [{ path: 'a.txt', oldText: 'a\n', newText: 'b\n' }] };
const search = {
  card: 'search',
  shape: 'matches',
  title: 'grep',
  query: 'needle',
  files: [{ path: 'a.ts', matches: [{ lineNumber: 3, line: 'a needle' }] }],
};

/** Every string-valued English label (at any depth) long enough to be a word, with its path. */
function englishStrings(labels: object, path = ''): [path: string, text: string][] {
  return Object.entries(labels).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${path}${key}`, value]]
      : typeof value === 'object' && value !== null
        ? englishStrings(value, `${path}${key}.`)
        : [],
  );
}

/** What a user reads or hears in a card: its text and every accessible name and placeholder. */
function wordsOf(container: HTMLElement): string {
  const attributes = [...container.querySelectorAll('[aria-label], [placeholder], [title]')].map((element) =>
    ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '),
  );
  return `${container.textContent ?? ''} ${attributes.join(' ')}`;
}

describe('the English pack', () => {
  it('is the defaults', () => {
    expect(EN_LABELS).toBe(DEFAULT_LABELS);
  });
});

describe.each(PACKS)('the %s pack', (_language, pack) => {
  const english = englishStrings(DEFAULT_LABELS).filter(([path, text]) => text.length >= 4 && text !== get(pack, path));

  it('draws a terminal card in its words', () => {
    const { container } = render(<ToolCard intent={terminal} labels={pack} />);
    expect(slot(container, 'status')).toHaveTextContent(pack.status.error);
    expect(slot(container, 'status-detail')).toHaveTextContent(pack.terminal.exitCode('1'));
    expect(slot(container, 'copy')).toHaveAccessibleName(pack.copyWhat.commandAndOutput);
    expect(slot(container, 'copy-output')).toHaveAccessibleName(pack.terminal.copyOutput);
    expect(slot(container, 'find-input')).toHaveAccessibleName(pack.terminal.findInOutput);
    expect(slot(container, 'output')).toHaveAccessibleName(pack.terminal.outputRegion);
    expect(leftInEnglish(container)).toEqual([]);
  });

  it('draws a diff card in its words', () => {
    const { container } = render(<ToolCard intent={diff} labels={pack} />);
    expect(slot(container, 'layout-split')).toHaveTextContent(pack.diff.split);
    expect(slot(container, 'summary-files')).toHaveTextContent(pack.diff.fileCount('1'));
    expect(slot(container, 'copy')).toHaveAccessibleName(pack.diff.copyPatch);
    expect(slot(container, 'file-status')).toHaveTextContent(pack.diff.fileStatus.modified);
    expect(leftInEnglish(container)).toEqual([]);
  });

  it('draws a search card in its words', () => {
    const { container } = render(<ToolCard intent={search} labels={pack} />);
    expect(slot(container, 'summary')).toHaveTextContent(pack.search.matchSummary('1', '1', false));
    // The list of results, which the screen reader announces row by row, carries the name.
    expect(slot(container, 'rows')).toHaveAccessibleName(pack.search.results);
    expect(slot(container, 'file-matches')).toHaveTextContent(pack.search.fileMatches('1'));
    expect(leftInEnglish(container)).toEqual([]);
  });

  it('draws a transcript in its words, its items named by their place and the note too', () => {
    const items = [
      { id: 'a', intent: terminal },
      { id: 'a', intent: diff },
    ];
    const { container } = render(<ToolTranscript items={items} labels={pack} />);
    expect(container.querySelector('[role="feed"]')).toHaveAccessibleName(pack.transcript.feed);
    expect(slot(container, 'feed-item')).toHaveAccessibleName(pack.transcript.callPosition('1', '2'));
    expect(slot(container, 'feed-note')).toHaveTextContent(pack.transcript.duplicateIds('1'));
    expect(leftInEnglish(container)).toEqual([]);
  });

  it('states a call’s time in its own units, settled and running', () => {
    const settled = render(<ToolCard intent={{ ...terminal, durationMs: 125_000 }} labels={pack} />);
    expect(slot(settled.container, 'duration')).toHaveTextContent(pack.duration.minutes('2', '05'));
    const running = render(
      <ToolCardHost now={1_000_012_400}>
        <ToolCard
          intent={{ card: 'terminal', command: 'npm run dev', status: 'running', startedAt: 1_000_000_000 }}
          labels={pack}
        />
      </ToolCardHost>,
    );
    expect(slot(running.container, 'duration')).toHaveTextContent(pack.runningFor(pack.duration.seconds('12')));
    for (const { container } of [settled, running])
      expect(slot(container, 'duration').textContent).not.toMatch(/\d\s?(ms|s|m|h)\b/);
  });

  it('spells dates and counts in its own order', () => {
    expect(pack.date({ year: '2025', month: 7, day: 10 })).toMatch(/^2025\D+7\D+10\D*$/);
    expect(pack.showAllLines('1,024')).toContain('1,024');
    expect(pack.showAllLines('1,024')).not.toBe(DEFAULT_LABELS.showAllLines('1,024'));
  });

  /** The English labels a card still shows under this pack: none. */
  function leftInEnglish(container: HTMLElement): string[] {
    const words = wordsOf(container);
    return english.filter(([, text]) => words.includes(text)).map(([path, text]) => `${path}: ${text}`);
  }
});

function get(labels: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      labels,
    );
}
