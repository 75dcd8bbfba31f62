import { fireEvent, render } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import searchMatches from '../../fixtures/intents/search-matches.json';
import searchPaths from '../../fixtures/intents/search-paths.json';
import { axeViolations, slot, slots } from '../terminal/terminal-test-utils';
import { manyMatches } from './search-test-data';

const marksIn = (row: HTMLElement) =>
  [...row.querySelectorAll('mark[data-slot="hit"]')].map((mark) => mark.textContent);

describe('the search card, grep matches', () => {
  it('groups the matches under their file, with line numbers and the hits marked from ranges', () => {
    const { container } = render(<ToolCard intent={searchMatches} />);
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'search');
    // The file name first, then its folder: a narrow row cuts the folder, never the name.
    expect(slot(container, 'file-name')).toHaveTextContent('types.js');
    expect(slot(container, 'directory')).toHaveTextContent('lib');
    expect(slot(container, 'file-path')).toHaveAttribute('title', 'lib/types.js');
    expect(slot(container, 'file-matches')).toHaveTextContent('40 matches');
    const rows = slots(container, 'match');
    expect(rows).toHaveLength(40);
    expect(slot(rows[0] as HTMLElement, 'line-number')).toHaveTextContent('9');
    expect(slot(rows[0] as HTMLElement, 'match-text')).toHaveTextContent('const ZodError_1 = require("./ZodError");');
    // Only the host's range is marked, not every occurrence of the query.
    expect(marksIn(rows[0] as HTMLElement)).toEqual(['ZodError']);
  });

  it('says a capped result is capped once, in the header, even collapsed: each number once', () => {
    const { container } = render(<ToolCard intent={searchMatches} defaultOpen={false} />);
    const header = slot(container, 'header');
    expect(slot(container, 'summary')).toHaveTextContent('112 matches');
    expect(slot(container, 'shown')).toHaveTextContent('40 shown');
    expect(header.textContent?.match(/112/g)).toHaveLength(1);
    fireEvent.click(slot(container, 'toggle'));
    expect(container.querySelector('[data-slot="truncated"]')).toBeNull();
    expect(container.textContent?.match(/112/g)).toHaveLength(1);
  });

  it('counts matches and files when the result is complete', () => {
    const { container } = render(<ToolCard intent={manyMatches(12, 3)} />);
    expect(slot(container, 'summary')).toHaveTextContent('12 matches in 3 files');
    expect(container.querySelector('[data-slot="shown"]')).toBeNull();
    expect(container.querySelector('[data-slot="truncated"]')).toBeNull();
  });

  it('draws results that say neither truncated nor total as complete: the total is the count sent', () => {
    const { container } = render(
      <ToolCard
        intent={{
          card: 'search',
          shape: 'matches',
          query: 'x',
          files: [
            {
              path: 'a.ts',
              matches: [
                { lineNumber: 1, line: 'x' },
                { lineNumber: 4, line: 'x x' },
              ],
            },
          ],
        }}
      />,
    );
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'search');
    expect(slot(container, 'summary')).toHaveTextContent('2 matches in 1 file');
    expect(container.querySelector('[data-slot="truncated"]')).toBeNull();
    const paths = render(<ToolCard intent={{ card: 'search', shape: 'paths', paths: ['a.ts', 'b.ts'] }} />).container;
    expect(paths.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'search');
    expect(paths.querySelector('[data-slot="truncated"]')).toBeNull();
  });

  it('marks a literal, case-sensitive query when a match has no ranges: a.b does not match axb', () => {
    const intent = {
      card: 'search',
      shape: 'matches',
      query: 'a.b',
      truncated: false,
      total: 2,
      files: [
        {
          path: 'x.txt',
          matches: [
            { lineNumber: 1, line: 'axb A.B' },
            { lineNumber: 2, line: 'see a.b and a.b' },
          ],
        },
      ],
    };
    const { container } = render(<ToolCard intent={intent} />);
    const [first, second] = slots(container, 'match');
    expect(marksIn(first as HTMLElement)).toEqual([]);
    expect(marksIn(second as HTMLElement)).toEqual(['a.b', 'a.b']);
  });

  it('cuts a very long line around its first hit and says so', () => {
    const line = `${'x'.repeat(20_000)}needle${'y'.repeat(20_000)}`;
    const intent = {
      card: 'search',
      shape: 'matches',
      query: 'needle',
      truncated: false,
      total: 1,
      files: [{ path: 'min.js', matches: [{ lineNumber: 1, line }] }],
    };
    const { container } = render(<ToolCard intent={intent} />);
    const row = slot(container, 'match-text');
    expect(marksIn(row)).toEqual(['needle']);
    expect(slots(row, 'cut')).toHaveLength(2);
    expect((row.textContent ?? '').length).toBeLessThan(300);
  });

  it('shows lines as text, never markup', () => {
    const intent = {
      card: 'search',
      shape: 'matches',
      query: 'x',
      truncated: false,
      total: 1,
      files: [{ path: '<b>p</b>', matches: [{ lineNumber: 1, line: '<img src=x onerror=alert(1)> x' }] }],
    };
    const { container } = render(<ToolCard intent={intent} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(slot(container, 'match-text')).toHaveTextContent('<img src=x onerror=alert(1)> x');
  });

  it('collapses and reopens a file group', () => {
    const { container } = render(<ToolCard intent={manyMatches(6, 2)} />);
    const [firstToggle] = slots(container, 'file-toggle');
    expect(firstToggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(firstToggle as HTMLElement);
    expect(slots(container, 'file-toggle')[0]).toHaveAttribute('aria-expanded', 'false');
    expect(slots(container, 'match')).toHaveLength(3);
    fireEvent.click(slots(container, 'file-toggle')[0] as HTMLElement);
    expect(slots(container, 'match')).toHaveLength(6);
  });

  it('without onOpenLocation, nothing navigates: line numbers are text', () => {
    const { container } = render(<ToolCard intent={searchMatches} />);
    expect(container.querySelector('[data-slot="open-location"]')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });

  it('with onOpenLocation, each match is a button "Open path:line" that hands the host the location', () => {
    const onOpenLocation = vi.fn();
    const { container, getByRole } = render(<ToolCard intent={searchMatches} onOpenLocation={onOpenLocation} />);
    expect(slots(container, 'open-location')).toHaveLength(40);
    fireEvent.click(getByRole('button', { name: 'Open lib/types.js:43' }));
    expect(onOpenLocation).toHaveBeenCalledWith({ path: 'lib/types.js', line: 43 });
  });

  it('virtualizes 5,000 matches: only the first rows are drawn', () => {
    const { container } = render(<ToolCard intent={manyMatches(5000, 50)} />);
    expect(slot(container, 'results')).toHaveAttribute('data-virtual', '');
    const drawn = slots(container, 'match').length + slots(container, 'file-header').length;
    expect(drawn).toBeGreaterThanOrEqual(19);
    expect(drawn).toBeLessThan(40);
    expect(slot(container, 'summary')).toHaveTextContent('5,000 matches in 50 files');
  });

  it('says when nothing matched', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'search', shape: 'matches', truncated: false, total: 0, files: [] }} />,
    );
    expect(slot(container, 'empty')).toHaveTextContent('No matches');
    expect(slot(container, 'summary')).toHaveTextContent('0 matches in 0 files');
  });

  it('has no axe violations, with and without onOpenLocation', async () => {
    expect(await axeViolations(render(<ToolCard intent={searchMatches} />).container)).toEqual([]);
    expect(
      await axeViolations(render(<ToolCard intent={searchMatches} onOpenLocation={() => {}} />).container),
    ).toEqual([]);
  });
});

describe('the search card, glob paths', () => {
  it('lists the paths as sent, with their count', () => {
    const { container } = render(<ToolCard intent={searchPaths} />);
    expect(slot(container, 'summary')).toHaveTextContent('20 paths');
    const names = slots(container, 'path-name').map((name) => name.textContent);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('lib/ZodError.d.ts');
  });

  it('shows a folder tree with counts behind a toggle, and folds a folder', () => {
    const { container } = render(<ToolCard intent={searchPaths} />);
    const toggle = slot(container, 'tree-toggle');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(slot(container, 'tree-toggle')).toHaveAttribute('aria-pressed', 'true');
    const folders = slots(container, 'folder').map((folder) => folder.textContent);
    expect(folders).toContain('lib/20 paths');
    expect(folders).toContain('benchmarks/7 paths');
    const benchmarks = slots(container, 'folder-toggle').find((button) =>
      button.textContent?.startsWith('benchmarks/'),
    ) as HTMLElement;
    fireEvent.click(benchmarks);
    expect(benchmarks).toHaveAttribute('aria-expanded', 'false');
    expect(slots(container, 'path-name').map((name) => name.textContent)).not.toContain('union.d.ts');
  });

  it('says a capped path list is capped', () => {
    const { container } = render(<ToolCard intent={{ ...searchPaths, truncated: true, total: 500 }} />);
    expect(slot(container, 'summary')).toHaveTextContent('500 paths');
    expect(slot(container, 'shown')).toHaveTextContent('20 shown');
    expect(container.querySelector('[data-slot="truncated"]')).toBeNull();
  });

  it('with onOpenLocation, a path is a button that opens it', () => {
    const onOpenLocation = vi.fn();
    const { getByRole } = render(<ToolCard intent={searchPaths} onOpenLocation={onOpenLocation} />);
    fireEvent.click(getByRole('button', { name: 'Open lib/errors.d.ts' }));
    expect(onOpenLocation).toHaveBeenCalledWith({ path: 'lib/errors.d.ts' });
  });

  it('has no axe violations as a list and as a tree', async () => {
    const { container } = render(<ToolCard intent={searchPaths} onOpenLocation={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(slot(container, 'tree-toggle'));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('a pending search call', () => {
  it('stays a generic card with its kind', () => {
    const { container } = render(
      <ToolCard
        intent={{
          card: 'generic',
          kind: 'search',
          title: 'grep ZodError',
          status: 'pending',
          rawInput: { pattern: 'ZodError' },
        }}
      />,
    );
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-status', 'pending');
    expect(slot(container, 'title')).toHaveTextContent('grep ZodError');
  });
});
