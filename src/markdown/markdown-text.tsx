import type { RootContent } from 'mdast';
import { useMemo, useState } from 'react';
import { headingBase, useCardContext } from '../react-base/card-context';
import { formatCount } from '../format/format-count';
import { codePointCut } from '../protocol/well-formed-text';
import { drawChildren } from './markdown-nodes';
import { parseMarkdown } from './parse-markdown';
import { useSlotProps } from '../react-base/slot-props';
import type { ToolCardSlot } from '../shell/tool-card-slots';

/** Characters drawn before "Show more": a long page costs its parse only when someone asks. */
const PREVIEW_CHARS = 20_000;
const REVEAL_FACTOR = 4;
/** Characters one "Show more" reveals at most: each click's parse and layout stay bounded. */
const MAX_REVEAL_STEP = 200_000;

/** Props of {@link MarkdownText}. */
export interface MarkdownTextProps {
  /** CommonMark text from a tool (hostile: never HTML, links only through the link policy). */
  source: string;
  /** The wrapper's `data-slot`; `markdown` unless set. */
  slot?: ToolCardSlot;
}

/** Where to cut a long text: the last line break before `limit`, so a line is not split. */
function cutAt(source: string, limit: number): number {
  if (source.length <= limit) return source.length;
  const newline = source.lastIndexOf('\n', limit);
  // At a code point: half an emoji would reach the server's UTF-8 as U+FFFD and the browser whole.
  return newline > limit / 2 ? newline : codePointCut(source, limit);
}

/**
 * Markdown drawn as React elements from its syntax tree, never from an HTML string: raw HTML
 * shows as text, links go through the kit's link policy, images are not loaded. Long text is
 * drawn in steps behind a "Show more" button.
 */
export function MarkdownText({ source, slot = 'markdown' }: MarkdownTextProps) {
  const slotProps = useSlotProps();
  const { labels, headingLevel } = useCardContext();
  const [limit, setLimit] = useState(PREVIEW_CHARS);
  const end = cutAt(source, limit);
  const visible = end === source.length ? source : source.slice(0, end);
  // Pieces already parsed for this source are kept, so each "Show more" parses only what it reveals.
  // A cache of work only: if React drops it, the next render parses again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `source` is the cache's key, not an input: a new source starts an empty map
  const memo = useMemo(() => new Map<string, RootContent[]>(), [source]);
  const document = useMemo(() => parseMarkdown(visible, memo), [visible, memo]);
  const context = useMemo(
    () => ({ definitions: document.definitions, labels, headingBase: headingBase(headingLevel), slotProps }),
    [document, labels, headingLevel, slotProps],
  );
  const hidden = source.length - end;
  return (
    <div {...slotProps(slot)}>
      {drawChildren(document.children, context, 0)}
      {hidden > 0 && (
        <button
          type="button"
          {...slotProps('show-more')}
          onClick={() => setLimit(Math.min(limit * REVEAL_FACTOR, limit + MAX_REVEAL_STEP))}
        >
          {labels.showMoreChars(formatCount(hidden))}
        </button>
      )}
    </div>
  );
}
