import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { SearchIntent } from '../../protocol/intent-types';
import { showsErrorText } from '../../protocol/shows-error-text';

/** What an open search body draws of its results: the rule the body and its loading room share. */
export interface SearchOpenParts {
  /** Rows of the result list: a header per file and each match (grep), or each path (glob); 0 draws no list. */
  rows: number;
  /** "No matches" or "No paths" in the list's place; absent when the error area says why instead. */
  empty: string | undefined;
}

/**
 * What an open search body draws of its results, from the intent: its bodies draw by it, and the
 * header part keeps its room by it before the card's code comes. (Paths also get their toolbar.)
 */
export function searchOpenParts(intent: SearchIntent, labels: ToolCardLabels): SearchOpenParts {
  const rows =
    intent.shape === 'paths'
      ? intent.paths.length
      : intent.files.reduce((count, file) => count + 1 + file.matches.length, 0);
  // A failed search says why in its error area: "No matches" under it would say the search ran.
  const empty =
    rows > 0 || showsErrorText(intent)
      ? undefined
      : intent.shape === 'paths'
        ? labels.search.noPaths
        : labels.search.noMatches;
  return { rows, empty };
}
