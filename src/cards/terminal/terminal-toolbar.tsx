import type { KeyboardEvent, RefObject } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { CopyButton } from '../../chrome/copy-button';
import { formatCount } from '../../format/format-count';
import type { FindInOutput } from './use-find-in-output';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link TerminalToolbar}. */
export interface TerminalToolbarProps {
  find: FindInOutput;
  /** Steps to the next (1) or previous (-1) hit and scrolls to it. */
  onStep: (direction: 1 | -1) => void;
  /** The find input, so Ctrl/Cmd+F in the output can focus it. */
  inputRef: RefObject<HTMLInputElement | null>;
  wrap: boolean;
  onWrapChange: (wrap: boolean) => void;
  /** The command, for "Copy command"; absent hides that button. */
  command: string | undefined;
  /** Builds the plain output on click. */
  getOutputText: () => string;
}

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
    </svg>
  );
}

/**
 * The bar above the output: a find box (a virtualized list defeats the browser's own find) with
 * its hit count and previous/next buttons, the wrap toggle, and the copy buttons.
 */
export function TerminalToolbar({
  find,
  onStep,
  inputRef,
  wrap,
  onWrapChange,
  command,
  getOutputText,
}: TerminalToolbarProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const total = find.result.hits.length;
  const totalText = `${formatCount(total)}${find.result.capped ? '+' : ''}`;
  const countText =
    find.query === ''
      ? ''
      : total === 0
        ? labels.terminal.findNoHits
        : labels.terminal.findHits(formatCount(find.currentIndex + 1), totalText);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onStep(event.shiftKey ? -1 : 1);
  };

  return (
    <div {...slotProps('toolbar')}>
      <div {...slotProps('find')}>
        <input
          ref={inputRef}
          type="search"
          {...slotProps('find-input')}
          aria-label={labels.terminal.findInOutput}
          placeholder={labels.terminal.findPlaceholder}
          value={find.query}
          onChange={(event) => find.setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
        <span {...slotProps('find-count')} role="status" aria-live="polite">
          {countText}
        </span>
        <button
          type="button"
          {...slotProps('find-previous')}
          aria-label={labels.terminal.findPrevious}
          title={labels.terminal.findPrevious}
          disabled={total === 0}
          onClick={() => onStep(-1)}
        >
          <ArrowIcon up />
        </button>
        <button
          type="button"
          {...slotProps('find-next')}
          aria-label={labels.terminal.findNext}
          title={labels.terminal.findNext}
          disabled={total === 0}
          onClick={() => onStep(1)}
        >
          <ArrowIcon up={false} />
        </button>
      </div>
      {/* Words, not icons: two copy icons side by side would look like one thing twice. */}
      {command !== undefined && (
        <CopyButton slot="copy-command" label={labels.terminal.copyCommand} getText={() => command} textOnly />
      )}
      <CopyButton slot="copy-output" label={labels.terminal.copyOutput} getText={getOutputText} textOnly />
      {/* Last, as in every card's toolbar: the stylesheet puts it at the end, and Tab follows. */}
      <button
        type="button"
        {...slotProps('wrap-toggle')}
        aria-pressed={wrap}
        data-state={wrap ? 'on' : 'off'}
        onClick={() => onWrapChange(!wrap)}
      >
        {labels.wrapLines}
      </button>
    </div>
  );
}
