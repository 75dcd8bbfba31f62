import { useCardContext } from '../../react-base/card-context';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link ReadToolbar}. */
export interface ReadToolbarProps {
  /** Whether long lines wrap. */
  wrap: boolean;
  /** Hears the wrap toggle. */
  onWrapChange: (wrap: boolean) => void;
}

/** The bar above the code: the wrap toggle. The header's Copy copies the code (without line numbers). */
export function ReadToolbar({ wrap, onWrapChange }: ReadToolbarProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  return (
    <div {...slotProps('toolbar')}>
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
