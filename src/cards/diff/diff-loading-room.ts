import { DEFAULT_CHANGED_LINES_BUDGET, fileNote, gapBefore, hunkCountOf, hunkLineCountOf } from '../../diff';
import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { DiffIntent } from '../../protocol/intent-types';
import type { LoadingRoom, LoadingRoomPart } from '../loading-room';
import type { DiffCardModel } from './diff-card-model';
import { diffFileHeaderParts } from './diff-file-header-parts';
import { diffOpenParts } from './diff-open-parts';

/**
 * The room an open diff body takes when first drawn, by {@link diffOpenParts} (the rule the body
 * draws by): the toolbar, the proposed note, the file list of a multi-file change, then its rows
 * (a header per file, a header per hunk, a row per line and per hidden gap; a file over the budget
 * or without hunks its note), in their bounded box. Reads the card's files, which its header's model builds anyway.
 */
export function diffLoadingRoom(model: DiffCardModel, intent: DiffIntent, labels: ToolCardLabels): LoadingRoom {
  const { files } = model;
  const parts = diffOpenParts(intent, files, labels);
  // After the change: the view's content, then the tool's raw content (as the generic card's sections).
  const texts = (blocks: DiffIntent['content']) =>
    (blocks ?? []).map((block) => (typeof block.text === 'string' ? block.text : ' '));
  const after: LoadingRoomPart[] = [
    ...(intent.content?.length ? [{ section: texts(intent.content) }] : []),
    ...(intent.rawContent?.length ? [{ section: texts(intent.rawContent).map((code) => ({ code })) }] : []),
  ];
  if (files.length === 0) return [...(parts.empty === undefined ? [] : [parts.empty]), ...after];
  // The rows the body's list builds, by its rules: a note in place of the lines of a file over the
  // budget or without hunks, else a header per hunk, a row per line, and a row per hidden gap.
  let rows = 0;
  let heads = 0;
  let notes = 0;
  let gaps = 0;
  for (const file of files) {
    if (file.additions + file.deletions > DEFAULT_CHANGED_LINES_BUDGET || fileNote(file) !== undefined) notes++;
    else {
      // Counted without reading a patch's hunks, which are parsed only for the files drawn.
      heads += hunkCountOf(file);
      rows += hunkLineCountOf(file);
      if (file.canExpandContext)
        for (let index = 0; index <= file.hunks.length; index++) if ((gapBefore(file, index)?.lines ?? 0) > 0) gaps++;
    }
  }
  const group: LoadingRoomPart[] = [];
  // The layout choice's room is the stylesheet's: it is drawn only where the panel is wide enough.
  if (parts.toolbar) group.push({ toolbar: [labels.wrapLines] });
  if (parts.proposed) group.push(labels.diff.proposed);
  if (files.length > 1) group.push({ rem: 1.96875 });
  const titles = files.map((file) => {
    const { moved, badges, counts } = diffFileHeaderParts(file, labels);
    const path = moved ? `${file.oldPath ?? ''} \u2192 ${file.newPath ?? ''}` : (file.newPath ?? file.oldPath ?? '');
    return { path, badges, counts: counts && `+${counts.additions} \u2212${counts.deletions}` };
  });
  group.push({ rows, heads, titles, notes, gaps });
  return [{ group }, ...after];
}
