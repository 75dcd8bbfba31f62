import { useCardContext } from '../../react-base/card-context';
import { displayCut } from '../../format/display-cut';
import { displayPath } from '../../host/host-paths';
import { useHostPaths } from '../../host/tool-card-host';
import { formatCount } from '../../format/format-count';
import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { ReadIntent } from '../../protocol/intent-types';
import { showHiddenCharacters } from './hidden-characters';
import { languageName } from './language-name';
import { middleEllipsis } from './middle-ellipsis';
import type { ReadRange } from './read-range';
import type { ReadHeaderModel } from './read-header-model';
import { useSlotProps } from '../../react-base/slot-props';
import { BreakableText } from '../../chrome/breakable-text';

/** Longest path drawn before it is cut in the middle (UTF-16 units). */
const PATH_CHARS = 56;

/** Props of {@link ReadHeader}. */
export interface ReadHeaderProps {
  /** The read intent whose header this is. */
  intent: ReadIntent;
  /** The card's model of the intent, shared with its body. */
  model: ReadHeaderModel;
  /** The title the card's header shows, to tell whether it is the path. */
  title: string | undefined;
}

function rangeText(range: ReadRange, labels: ToolCardLabels): string {
  const total = range.total === undefined ? undefined : formatCount(range.total);
  // Line numbers are names of lines, printed as editors print them; only the count gets separators.
  return range.kind === 'lines'
    ? labels.read.lineRange(String(range.first), String(range.last), total)
    : labels.read.noLinesInRange(total);
}

/**
 * What a read card adds to the header: the path (cut in the middle, whole in its tooltip; hidden
 * characters shown as markers in both, so a U+202E cannot disguise the name), the language, the
 * "lines A–B of N" range, and a text warning when the window holds bidi or zero-width
 * characters. When the title is the path (a read with no title of its own), the wrapper carries
 * `data-title-is-path`: the stylesheet then hides the title visually (it still names the card)
 * and this path takes its place; the path is then `aria-hidden`, as the title already says it.
 */
export function ReadHeader({ intent, model, title }: ReadHeaderProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const titleIsPath = title === intent.path;
  const { suspicious, bidi } = model.hidden;
  // Markers in the tooltip too: a raw U+202E would reorder it, a lone surrogate break hydration.
  const host = useHostPaths();
  const path = showHiddenCharacters(intent.path);
  const shown = middleEllipsis(showHiddenCharacters(displayPath(intent.path, host)), PATH_CHARS);
  // The file name never shrinks; in a header too narrow even for the cut path, the folders give way.
  const nameStart = Math.max(shown.lastIndexOf('/', shown.length - 2), shown.lastIndexOf('\\', shown.length - 2)) + 1;
  return (
    <span {...slotProps('meta')} data-title-is-path={titleIsPath ? '' : undefined}>
      <bdi {...slotProps('file-path')} title={displayCut(path)} aria-hidden={titleIsPath ? true : undefined}>
        {nameStart > 0 && (
          <span {...slotProps('directory')}>
            <BreakableText text={shown.slice(0, nameStart)} />
          </span>
        )}
        <span {...slotProps('file-name')}>{shown.slice(nameStart)}</span>
      </bdi>
      <span {...slotProps('language')} data-lang={model.language}>
        {model.language ? languageName(model.language) : labels.read.plainText}
      </span>
      <span {...slotProps('line-range')}>{rangeText(model.range, labels)}</span>
      {suspicious > 0 && (
        <span
          {...slotProps('hidden-warning')}
          data-bidi={bidi > 0 ? '' : undefined}
          title={labels.read.hiddenCharactersDetail}
        >
          <span aria-hidden="true">{'⚠ '}</span>
          {labels.read.hiddenCharacters(formatCount(suspicious))}
        </span>
      )}
    </span>
  );
}
