import type { SearchMatchesIntent } from '../../../src/protocol/intent-types';

/** A grep result of `count` matches spread over `files` files, each line holding `needle` once. */
export function manyMatches(count: number, files: number, truncated = false): SearchMatchesIntent {
  const perFile = Math.ceil(count / files);
  return {
    card: 'search',
    shape: 'matches',
    query: 'needle',
    truncated,
    total: count,
    files: Array.from({ length: files }, (_, file) => ({
      path: `src/module-${file}.ts`,
      matches: Array.from({ length: Math.min(perFile, count - file * perFile) }, (_, index) => ({
        lineNumber: index * 3 + 1,
        line: `  const value${index} = needle(${index});`,
        ranges: [[17 + String(index).length, 23 + String(index).length]] as [number, number][],
      })),
    })),
  };
}
