/**
 * The diff card's line model: files, hunks and lines. Both inputs of the `diff` card (`diffs`,
 * diffed here, and `patch`, parsed) become this one shape, so the view has a single path.
 * Plain data and plain TypeScript: no React, no DOM.
 */

/** What happened to a line: kept as context, added, or deleted. */
export type DiffLineKind = 'context' | 'add' | 'delete';

/** One line of a hunk. */
export interface DiffLine {
  /** Context, addition or deletion. */
  kind: DiffLineKind;
  /** The line's text without its `+`/`-`/space prefix and without a trailing `\r`. */
  text: string;
  /** 1-based number in the old file; absent on additions. */
  oldNumber?: number;
  /** 1-based number in the new file; absent on deletions. */
  newNumber?: number;
  /** The line ended with `\r\n` (the `\r` is not in `text`): shown so a CRLF-only change is visible. */
  crlf?: true;
  /** The line is the last of its file and has no newline after it (`\ No newline at end of file`). */
  noNewlineAtEnd?: true;
}

/** A run of changed lines with the context around them, as in a unified diff's `@@` section. */
export interface DiffHunk {
  /** The whole `@@ -a,b +c,d @@ context` line, as a patch writes it. */
  header: string;
  /** The function context git prints after the second `@@` (empty when none). */
  context: string;
  /** The first old line the hunk covers; for an empty old range, the line before it (git's rule). */
  oldStart: number;
  /** How many old lines (context + deletions) the hunk covers. */
  oldLines: number;
  /** The first new line the hunk covers; for an empty new range, the line before it. */
  newStart: number;
  /** How many new lines (context + additions) the hunk covers. */
  newLines: number;
  /** The lines in patch order. */
  lines: DiffLine[];
  /**
   * An excerpt whose place in its file is unknown (a `diffs` entry without `oldStart`/`newStart`):
   * its numbers only keep lines apart and are never shown, nor its `@@` ranges.
   */
  unnumbered?: true;
  /**
   * The hunk ended before its header's counts were used up, on a line that is not a diff line:
   * that line and the ones after it, up to the next file or hunk, kept as text so nothing the
   * patch holds is silently dropped.
   */
  unread?: UnreadPatchLines;
}

/** Lines of a patch that follow a hunk cut short, as sent (see {@link DiffHunk.unread}). */
export interface UnreadPatchLines {
  /** Old and new lines the header still announced when the hunk ended. */
  oldMissing: number;
  newMissing: number;
  /** The lines, without their line endings; at most {@link MAX_UNREAD_LINES}. */
  lines: string[];
  /** How many more lines followed past that cap. */
  more: number;
}

/** Lines kept of the text after a hunk cut short; the rest are counted. */
export const MAX_UNREAD_LINES = 1_000;

/**
 * A file's status, one word for its header. The first that applies wins, in this order:
 * `added`, `deleted`, `renamed`, `copied`, `binary`, `mode-changed`, `modified`; the other facts
 * stay in their own fields (a renamed binary file is `renamed` with `isBinary`).
 */
export type DiffFileStatus = 'added' | 'deleted' | 'modified' | 'renamed' | 'copied' | 'binary' | 'mode-changed';

/** The full old and new texts of a file, split into lines, so hidden context can be revealed. */
export interface DiffSource {
  /** The old file's lines without their `\n` (a `\r` of CRLF stays); empty for a new file. */
  oldLines: readonly string[];
  /** The new file's lines without their `\n`. */
  newLines: readonly string[];
  /** The old text's last line has no `\n` after it. */
  oldNoNewlineAtEnd: boolean;
  /** The new text's last line has no `\n` after it. */
  newNoNewlineAtEnd: boolean;
}

/** One file of a diff. */
export interface DiffFileModel {
  /** The path before the change; `null` for an added file. */
  oldPath: string | null;
  /** The path after the change; `null` for a deleted file. */
  newPath: string | null;
  /** One word for the header; see {@link DiffFileStatus} for the precedence. */
  status: DiffFileStatus;
  /** The old file mode (e.g. `100644`) when the patch names a mode change or a deleted file's mode. */
  oldMode?: string;
  /** The new file mode when the patch names a mode change or a new file's mode. */
  newMode?: string;
  /** Git's similarity index for a rename or copy, in percent. */
  similarity?: number;
  /** The patch says the file is binary: there are no lines to show. */
  isBinary: boolean;
  /** Added lines, counted from the hunks. */
  additions: number;
  /** Deleted lines, counted from the hunks. */
  deletions: number;
  /** The hunks in file order; empty when only metadata changed, or nothing did. */
  hunks: DiffHunk[];
  /** The old file's last line has no newline after it. */
  oldNoNewlineAtEnd?: true;
  /** The new file's last line has no newline after it. */
  newNoNewlineAtEnd?: true;
  /** Some lines end with `\r\n`: `crlf` when every line does, `mixed` when only some do. */
  lineEndings?: 'crlf' | 'mixed';
  /** The diff gave up on a minimal line match (too costly) and shows the changed region replaced whole. */
  approximate?: true;
  /** The full texts are known (a `diffs` input), so the context between hunks can be revealed. */
  canExpandContext: boolean;
  /** The full texts when {@link DiffFileModel.canExpandContext} is true. */
  source?: DiffSource;
  /**
   * Present while `hunks` is parsed only when first read (a patch's file past the parser's
   * budget, see `parsePatch`): what the view needs of the hunks before it draws a line of them.
   */
  hunkOutline?: HunkOutline;
}

/**
 * How many hunks a file has, where its last one ends and how many rows its lines make in each
 * layout, known without reading them.
 */
export interface HunkOutline {
  /** How many hunks. */
  count: number;
  /** The last hunk's old start plus its old count (0 with no hunk). */
  lastOldEnd: number;
  /** The last hunk's new start plus its new count. */
  lastNewEnd: number;
  /** Lines over all hunks (a row each in the unified layout). */
  lines: number;
  /** Rows the lines make side by side: a context line one, a run of changes its longer side. */
  pairedLines: number;
  /** Hunks cut short, each with its unread text under it. */
  unread: number;
}

/** Totals over the files of a diff, for the card's summary. */
export interface DiffSummary {
  /** How many files. */
  files: number;
  /** Added lines over all files. */
  additions: number;
  /** Deleted lines over all files. */
  deletions: number;
}
