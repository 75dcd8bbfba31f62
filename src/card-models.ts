import { cachedDiffFiles } from './cards/diff/diff-files-cache';
import { readWindowOf } from './cards/read/read-window';
import { searchSummary } from './cards/search/search-summary';
import { exitStatus } from './cards/terminal/exit-status';
import { hasTerminalOutput, terminalCommand } from './cards/terminal/terminal-copy-text';
import { httpStatus } from './cards/web/web-status';
import { summarize } from './diff/diff-summary';
import type { RenderIntent } from './protocol/intent-types';

/** What `<ToolCard>` needs from a card's own models before it draws the frame. */
export interface CardModels {
  /** The card draws a preview while collapsed (a terminal's output, a read's first lines). */
  keepBodyWhenClosed: boolean;
}

/**
 * Computes, outside React, every model a card's header and frame read (the diff's files, the
 * read window, the search counts, the exit status), so that one that throws is caught here,
 * before drawing, the same way on the server and in the browser, and the card falls back to its
 * raw data instead of taking the page down. The models are cached per intent, so the header and
 * body reuse them. Throws what the model threw: the caller decides the fallback.
 */
export function computeCardModels(intent: RenderIntent): CardModels {
  switch (intent.card) {
    case 'generic':
      return { keepBodyWhenClosed: false };
    case 'terminal':
      terminalCommand(intent);
      exitStatus(intent);
      return { keepBodyWhenClosed: hasTerminalOutput(intent) };
    case 'read':
      return { keepBodyWhenClosed: readWindowOf(intent).lines.length > 0 };
    case 'diff':
      summarize(cachedDiffFiles(intent));
      return { keepBodyWhenClosed: false };
    case 'search':
      searchSummary(intent);
      return { keepBodyWhenClosed: false };
    case 'web':
      if (intent.kind === 'fetch') httpStatus(intent.statusCode);
      return { keepBodyWhenClosed: false };
    default: {
      const unreachable: never = intent;
      return unreachable;
    }
  }
}
