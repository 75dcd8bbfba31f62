import type { SearchIntent } from '../../protocol/intent-types';

/** What a search result's header and notes say about its size. */
export interface SearchSummary {
  /** Matches (or paths) the intent carries. */
  shown: number;
  /** Matches (or paths) the host found; never less than `shown`. */
  total: number;
  /** The host cut the results: `truncated`, or a `total` above what is shown. */
  capped: boolean;
  /** Files the matches are in (shape `matches`); the paths' count for shape `paths`. */
  files: number;
}

/**
 * The counts a search card shows. A capped result is never presented as complete: a host that
 * says `truncated: false` but counts more than it sent is taken as capped too, and a `total`
 * below what was sent (a host's slip) is raised to it rather than printing "40 of 12". The
 * protocol's defaults apply: no `total` is the count sent, no `truncated` is `false`.
 */
export function searchSummary(intent: SearchIntent): SearchSummary {
  const shown =
    intent.shape === 'matches' ? intent.files.reduce((sum, file) => sum + file.matches.length, 0) : intent.paths.length;
  const files = intent.shape === 'matches' ? intent.files.length : intent.paths.length;
  const total = Math.max(intent.total ?? shown, shown);
  return { shown, total, capped: intent.truncated === true || total > shown, files };
}
