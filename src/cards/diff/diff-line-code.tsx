import { useCallback } from 'react';
import { useCardContext } from '../../react-base/card-context';
import type { DiffLine, TextRange } from '../../diff';
import type { LineTokens } from '../../highlight';
import { DiffCode } from './diff-code';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffLineCode}. */
export interface DiffLineCodeProps {
  /** The line; absent for the empty side of a split row. */
  line: DiffLine | undefined;
  /** The number columns: unified shows both, a split side only its own. */
  columns: 'both' | 'old' | 'new';
  /** The line's syntax tokens from its side's document, once they have arrived. */
  tokens: LineTokens | undefined;
  /** The changed word spans against the paired line; absent or empty for none. */
  ranges: readonly TextRange[] | undefined;
  /** The line's key for "draw whole" (see `lineKey`). */
  wholeKey: string;
  /** Draw the line whole even past `MAX_LINE_CHARS`. */
  whole: boolean;
  /** Draws a long line whole, by its key. */
  onShowWholeLine: (key: string) => void;
  /** The line's place in its file is unknown (an excerpt): its number cells stay empty. */
  unnumbered?: boolean;
}

const SIGNS = { add: '+', delete: '\u2212', context: ' ' } as const;

/**
 * One line's cells: the line numbers, the sign, and the code, then a CRLF or "no newline" marker.
 * A changed line starts with a visually hidden "added line" / "removed line", so its kind is read
 * aloud and never rests on colour; numbers, sign and that label are left out of a text selection,
 * so copying lines copies code only. Drawn inside a row element that lays the cells out.
 */
export function DiffLineCode({
  line,
  columns,
  tokens,
  ranges,
  wholeKey,
  whole,
  onShowWholeLine,
  unnumbered,
}: DiffLineCodeProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const onShowWhole = useCallback(() => onShowWholeLine(wholeKey), [onShowWholeLine, wholeKey]);
  const label =
    line?.kind === 'add' ? labels.diff.addedLine : line?.kind === 'delete' ? labels.diff.removedLine : undefined;
  return (
    <>
      {label !== undefined && <span {...slotProps('line-label')}>{`${label} `}</span>}
      {columns !== 'new' && (
        <span {...slotProps('line-number')} data-side="old">
          {unnumbered ? '' : (line?.oldNumber ?? '')}
        </span>
      )}
      {columns !== 'old' && (
        <span {...slotProps('line-number')} data-side="new">
          {unnumbered ? '' : (line?.newNumber ?? '')}
        </span>
      )}
      <span {...slotProps('sign')} aria-hidden="true">
        {line ? SIGNS[line.kind] : ''}
      </span>
      <span {...slotProps('code')}>
        {line && <DiffCode text={line.text} tokens={tokens} ranges={ranges} whole={whole} onShowWhole={onShowWhole} />}
        {line?.crlf && (
          <span {...slotProps('crlf')}>
            {/* Text, not U+240D: many monospace fonts have no glyph for it. */}
            <span aria-hidden="true">CR</span>
            <span {...slotProps('marker-label')}>{labels.diff.carriageReturn}</span>
          </span>
        )}
        {line?.noNewlineAtEnd && <span {...slotProps('no-newline')}>{labels.diff.noNewlineAtEnd}</span>}
      </span>
    </>
  );
}
