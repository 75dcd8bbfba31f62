import { toolbarWanted } from '../../chrome/toolbar-wanted';
import { effectiveStatus } from '../../protocol/effective-status';
import type { TerminalIntent } from '../../protocol/intent-types';
import { showsErrorText } from '../../protocol/shows-error-text';
import { commandLines } from './command-lines';

/** What an open terminal body draws, top to bottom: the rule the body and its loading room share. */
export interface TerminalOpenParts {
  /** The description paragraph's text, when there is one. */
  description: string | undefined;
  /** The command's prompt rows, when they are drawn (the header holds a one-line command). */
  commandRows: string[] | undefined;
  /** Whether the host's truncation note is drawn. */
  truncated: boolean;
  /** Whether the output box is drawn (with its lines, or its waiting line). */
  output: boolean;
  /** Whether the toolbar (find, wrap, copy) is drawn over the output. */
  toolbar: boolean;
  /** Whether "No output" is drawn in the output's place. */
  empty: boolean;
}

/**
 * What an open terminal body draws, from the intent and the output's lines (`lineCount` of them,
 * `lineLength` reading one): the body draws by it, and the header part keeps its room by it before
 * the card's code comes, so the two cannot differ.
 */
export function terminalOpenParts(
  intent: TerminalIntent,
  command: string | undefined,
  rawOutput: string,
  lineCount: number,
  lineLength: (index: number) => number,
): TerminalOpenParts {
  const status = effectiveStatus(intent);
  const description = intent.description !== undefined && intent.description !== '' ? intent.description : undefined;
  // Escape-only output draws no line but still ran: show the (empty) output rather than "No output".
  const output = lineCount > 0 || status === 'running' || rawOutput !== '';
  const hasContent = intent.content !== undefined && intent.content.length > 0;
  const hasRaw = intent.rawContent !== undefined && intent.rawContent.length > 0;
  // The header holds one line: a multi-line or missing command gets its prompt rows here.
  const rows = commandLines(command);
  // While an approval request is up, the header and the request already say what will run: a
  // third copy of a one-line command here would be noise.
  const awaitingApproval = intent.approval?.state === 'requested';
  const showCommand = (status === 'pending' && !awaitingApproval) || rows.length > 1 || command === undefined;
  return {
    description,
    commandRows: showCommand ? rows : undefined,
    truncated: intent.truncated !== undefined && intent.truncated !== false,
    output,
    // Find and wrap only where they add something: a few short lines are read at a glance.
    toolbar: output && toolbarWanted(lineCount, lineLength),
    empty: !output && status !== 'pending' && !hasContent && !hasRaw && !showsErrorText(intent),
  };
}
