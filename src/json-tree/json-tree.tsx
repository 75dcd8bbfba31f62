import { useMemo, useState, type CSSProperties } from 'react';
import { useCardContext } from '../react-base/card-context';
import { formatCount } from '../format/format-count';
import { displayCut } from '../format/display-cut';
import {
  DEFAULT_JSON_TREE_BUDGET,
  EMPTY_JSON_TREE_STATE,
  jsonRows,
  quoteString,
  type JsonRow,
  type JsonRowLabel,
  type JsonTreeState,
} from './json-rows';
import { useSlotProps } from '../react-base/slot-props';

/** Props of {@link JsonTree}. */
export interface JsonTreeProps {
  /** Any value; JSON is expected, but cycles, `undefined` and throwing getters are drawn too. */
  value: unknown;
  /** Accessible name of the tree (e.g. "Input"). */
  label: string;
}

/** Deepest indentation drawn; deeper rows say their depth in `data-depth` instead of drifting off-screen. */
const MAX_VISUAL_DEPTH = 32;
/** How much more a "Show more" on a string reveals, as a factor of what is shown. */
const REVEAL_FACTOR = 8;

function withEntry<V>(map: ReadonlyMap<string, V>, key: string, value: V): Map<string, V> {
  const next = new Map(map);
  next.set(key, value);
  return next;
}

function Label({ label }: { label: JsonRowLabel }) {
  const slotProps = useSlotProps();
  if (label === null) return null;
  return (
    <>
      <span {...slotProps('json-key')} data-index={typeof label === 'number' ? '' : undefined}>
        {typeof label === 'number' ? label : quoteString(displayCut(label))}
      </span>
      <span {...slotProps('json-punctuation')}>: </span>
    </>
  );
}

/**
 * A value as a collapsible tree. Containers open to a few levels by default; past that, or past
 * the row budget, they stay closed with their counts; long arrays and objects page; long strings
 * are cut with an expander. Each toggle is a real button with `aria-expanded`.
 */
export function JsonTree({ value, label }: JsonTreeProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const [state, setState] = useState<JsonTreeState>(EMPTY_JSON_TREE_STATE);
  const rows = useMemo(() => jsonRows(value, state), [value, state]);

  const toggle = (row: Extract<JsonRow, { type: 'open' }>) =>
    setState((current) => ({ ...current, expanded: withEntry(current.expanded, row.id, !row.expanded) }));
  const nextPage = (parentId: string) =>
    setState((current) => ({
      ...current,
      pages: withEntry(current.pages, parentId, (current.pages.get(parentId) ?? 1) + 1),
    }));
  const reveal = (row: Extract<JsonRow, { type: 'scalar' }>) =>
    setState((current) => {
      const shown = Math.max(DEFAULT_JSON_TREE_BUDGET.stringPreview, current.revealedChars.get(row.id) ?? 0);
      return { ...current, revealedChars: withEntry(current.revealedChars, row.id, shown * REVEAL_FACTOR) };
    });

  return (
    <div {...slotProps('json-tree')} role="group" aria-label={label}>
      {rows.map((row) => (
        <div
          key={row.id}
          {...slotProps('json-row')}
          data-row={row.type}
          data-depth={row.depth}
          style={{ '--tc-depth': Math.min(row.depth, MAX_VISUAL_DEPTH) } as CSSProperties}
        >
          {row.type === 'open' ? (
            <>
              <button
                type="button"
                {...slotProps('json-toggle')}
                aria-expanded={row.expanded}
                aria-label={`${row.expanded ? labels.collapse : labels.expand} ${row.label === null ? label : displayCut(String(row.label))}`}
                onClick={() => toggle(row)}
              />
              <Label label={row.label} />
              <span {...slotProps('json-punctuation')}>{row.container === 'array' ? '[' : '{'}</span>
              {!row.expanded && (
                <>
                  <span {...slotProps('json-ellipsis')}>…</span>
                  <span {...slotProps('json-punctuation')}>{row.container === 'array' ? ']' : '}'}</span>
                  <span {...slotProps('json-count')}>
                    {row.container === 'array'
                      ? labels.itemCount(formatCount(row.count))
                      : labels.keyCount(formatCount(row.count))}
                  </span>
                </>
              )}
            </>
          ) : row.type === 'close' ? (
            <span {...slotProps('json-punctuation')}>{row.container === 'array' ? ']' : '}'}</span>
          ) : row.type === 'more' ? (
            <button type="button" {...slotProps('json-more')} onClick={() => nextPage(row.parentId)}>
              {labels.showMoreItems(formatCount(row.shown), formatCount(row.total))}
            </button>
          ) : (
            <>
              <Label label={row.label} />
              <span {...slotProps('json-value')} data-type={row.valueType}>
                {row.hiddenChars > 0 ? `${row.text.slice(0, -1)}…` : row.text}
              </span>
              {row.hiddenChars > 0 && (
                <button type="button" {...slotProps('json-more')} onClick={() => reveal(row)}>
                  {labels.showMoreChars(formatCount(row.hiddenChars))}
                </button>
              )}
            </>
          )}
        </div>
      ))}
    </div>
  );
}
