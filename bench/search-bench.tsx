/**
 * Search benchmark cases, for the bench page to time: each function mounts one way of drawing a
 * large grep result into a given container and resolves after the next paint. The alternative is
 * what a host would otherwise write: a plain React list of every match, unvirtualized.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ToolCard } from '../src/index';
import type { SearchMatchesIntent } from '../src/protocol/intent-types';
import { nextPaint, type MountedBench } from './terminal-bench';

/** Matches in the large result every case is measured on, and the files they spread over. */
export const SEARCH_BENCH_MATCHES = 5_000;
export const SEARCH_BENCH_FILES = 120;

/** Matches (over 2 files) of the small result a warm case draws and removes before its timer (issue 28). */
export const WARM_UP_MATCHES = 10;

const IDENTIFIERS = ['ZodError', 'parseAsync', 'safeParse', 'superRefine', 'discriminatedUnion'];

/**
 * A complete grep result of `matches` hits over `files` files, deterministic: each line a
 * plausible line of TypeScript holding the query once, with its range.
 */
export function makeSearchIntent(matches: number, files: number): SearchMatchesIntent {
  const perFile = Math.ceil(matches / files);
  const fileList: SearchMatchesIntent['files'] = [];
  for (let file = 0; file * perFile < matches; file++) {
    const count = Math.min(perFile, matches - file * perFile);
    const fileMatches: SearchMatchesIntent['files'][number]['matches'] = [];
    for (let index = 0; index < count; index++) {
      const name = IDENTIFIERS[(file + index) % IDENTIFIERS.length] as string;
      const prefix = `${' '.repeat(2 + (index % 4) * 2)}const result${index} = schema.`;
      const line = `${prefix}ZodError(input${index}, { path: ['${name}', ${index}], strict: ${index % 2 === 0} });`;
      fileMatches.push({
        lineNumber: 10 + index * 7,
        line,
        ranges: [[prefix.length, prefix.length + 'ZodError'.length]],
      });
    }
    fileList.push({
      path: `packages/zod/src/${['types', 'helpers', 'locales', 'errors'][file % 4]}/module-${file}.ts`,
      matches: fileMatches,
    });
  }
  return {
    card: 'search',
    shape: 'matches',
    title: 'grep -rn ZodError packages',
    query: 'ZodError',
    truncated: false,
    total: matches,
    files: fileList,
  };
}

function mountReact(container: HTMLElement, node: ReactNode) {
  const root = createRoot(container);
  flushSync(() => root.render(node));
  return root;
}

/** (a) `<ToolCard>` on the whole result: files grouped, only the visible rows drawn. */
export async function mountToolCardSearch(container: HTMLElement, intent: SearchMatchesIntent): Promise<MountedBench> {
  const root = mountReact(container, <ToolCard intent={intent} />);
  await nextPaint();
  return { unmount: () => root.unmount() };
}

/** The line with its ranges as `<mark>`s, the way a host would write it inline. */
function MarkedLine({ line, ranges }: { line: string; ranges: readonly (readonly [number, number])[] }) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  ranges.forEach(([start, end], index) => {
    parts.push(line.slice(cursor, start), <mark key={index}>{line.slice(start, end)}</mark>);
    cursor = end;
  });
  parts.push(line.slice(cursor));
  return <code>{parts}</code>;
}

/** Every match as a row (path, line number, line with marks): the straightforward, unvirtualized list. */
function PlainMatchList({ intent }: { intent: SearchMatchesIntent }) {
  return (
    <ul>
      {intent.files.flatMap((file) =>
        file.matches.map((match) => (
          <li key={`${file.path}:${match.lineNumber}`}>
            <span>{file.path}</span>:<span>{match.lineNumber}</span>{' '}
            <MarkedLine line={match.line} ranges={match.ranges ?? []} />
          </li>
        )),
      )}
    </ul>
  );
}

/** (b) A plain React list of every match. */
export async function mountPlainMatchList(container: HTMLElement, intent: SearchMatchesIntent): Promise<MountedBench> {
  const root = mountReact(container, <PlainMatchList intent={intent} />);
  await nextPaint();
  return { unmount: () => root.unmount() };
}
