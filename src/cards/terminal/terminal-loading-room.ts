import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { TerminalIntent } from '../../protocol/intent-types';
import { formatCount } from '../../format/format-count';
import type { LoadingRoom, LoadingRoomPart } from '../loading-room';
import { terminalRawOutput } from './terminal-copy-text';
import type { TerminalHeaderModel } from './terminal-header-model';
import { terminalOpenParts } from './terminal-open-parts';
import { previewLines } from './preview-lines';
import { LINES_AT_A_GLANCE } from '../../chrome/toolbar-wanted';

/** The truncation note's words, as `TerminalTruncated` draws them. */
function truncatedText(truncated: TerminalIntent['truncated'], labels: ToolCardLabels): string {
  const details = truncated === true || truncated === undefined || truncated === false ? {} : truncated;
  const lines = details.omittedLines !== undefined ? formatCount(details.omittedLines) : undefined;
  const bytes = details.omittedBytes !== undefined ? formatCount(details.omittedBytes) : undefined;
  const path = details.fullOutputPath !== undefined && details.fullOutputPath !== '' ? details.fullOutputPath : '';
  return path === ''
    ? labels.terminal.outputTruncated(lines, bytes)
    : `${labels.terminal.outputTruncated(lines, bytes)} ${labels.terminal.fullOutputAt} ${path}`;
}

/**
 * The room an open terminal body takes when first drawn, by {@link terminalOpenParts} (the rule
 * the body draws by), its lines counted as the folded preview counts them (the same parse of the
 * head, the rest only counted); `undefined` for an output that needs the whole parse.
 */
export function terminalLoadingRoom(
  model: TerminalHeaderModel,
  intent: TerminalIntent,
  labels: ToolCardLabels,
): LoadingRoom | undefined {
  const { source } = model;
  const raw = terminalRawOutput(source);
  const lines =
    raw === ''
      ? { lineCount: 0, head: [] }
      : previewLines(raw, source.kind === 'segments' ? source.segments : undefined, LINES_AT_A_GLANCE, 0);
  if (lines === undefined) return undefined;
  const lengthOf = (index: number) =>
    lines.head[index]?.line.spans.reduce((length, span) => length + span.text.length, 0) ?? 0;
  const parts = terminalOpenParts(intent, model.command, raw, lines.lineCount, lengthOf);
  const room: LoadingRoomPart[] = [];
  if (parts.description !== undefined) room.push(parts.description);
  if (parts.commandRows !== undefined) {
    const cwd = intent.cwd !== undefined && intent.cwd !== '' ? `${intent.cwd} ` : '';
    room.push({ code: parts.commandRows.map((row, index) => `${index === 0 ? cwd : ''}$ ${row}`).join('\n') });
  }
  if (parts.truncated) room.push({ note: truncatedText(intent.truncated, labels) });
  if (parts.output)
    room.push({
      rows: lines.lineCount,
      toolbar: parts.toolbar
        ? [
            ...(model.command === undefined ? [] : [labels.terminal.copyCommand]),
            labels.terminal.copyOutput,
            labels.wrapLines,
          ]
        : undefined,
    });
  if (parts.empty) room.push(labels.emptyResult);
  return room;
}
