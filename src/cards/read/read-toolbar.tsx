import { useCardContext } from '../../chrome/card-context';
import { CopyButton } from '../../chrome/copy-button';
import { useSlotProps } from '../../chrome/slot-props';

/** Props of {@link ReadToolbar}. */
export interface ReadToolbarProps {
  /** Whether long lines wrap. */
  wrap: boolean;
  /** Hears the wrap toggle. */
  onWrapChange: (wrap: boolean) => void;
  /** Builds the window's text on click (a 50,000-line join is paid only by who copies). */
  getContent: () => string;
}

/** The bar above the code: the wrap toggle and "Copy content" (the code without line numbers). */
export function ReadToolbar({ wrap, onWrapChange, getContent }: ReadToolbarProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  return (
    <div {...slotProps('toolbar')}>
      <button type="button" {...slotProps('wrap-toggle')} aria-pressed={wrap} data-state={wrap ? 'on' : 'off'} onClick={() => onWrapChange(!wrap)}>
        {labels.wrapLines}
      </button>
      <CopyButton slot="copy-content" label={labels.read.copyContent} getText={getContent} />
    </div>
  );
}
