import { useCardContext } from '../../react-base/card-context';
import type { DiffLayout } from './use-diff-display-state';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffToolbar}. */
export interface DiffToolbarProps {
  /** The current layout. */
  layout: DiffLayout;
  /**
   * Whether side by side fits the card; the layout buttons are offered only then. `undefined`
   * while the card's width is not known yet: the group is drawn with `data-pending`, which the
   * stylesheet keeps in its place unseen (and out of the tab order), so a card that turns out wide
   * shows them without moving anything.
   */
  splitFits: boolean | undefined;
  /** Switches the layout. */
  onLayoutChange: (layout: DiffLayout) => void;
  /** Long lines wrap instead of scrolling sideways. */
  wrap: boolean;
  /** Turns wrapping on or off. */
  onWrapChange: (wrap: boolean) => void;
}

/**
 * The bar above the diff, `data-slot="toolbar"`: the unified/split layout buttons (a group,
 * each `aria-pressed`; not offered on a card too narrow for side by side), the wrap toggle (unified only: the split
 * layout always wraps, since two
 * halves scrolling sideways apart would lose their pairing). The header's Copy copies the patch.
 */
export function DiffToolbar({ layout, splitFits, onLayoutChange, wrap, onWrapChange }: DiffToolbarProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const layoutButton = (value: DiffLayout, text: string) => (
    <button
      type="button"
      {...slotProps(`layout-${value}`)}
      aria-pressed={layout === value}
      data-state={layout === value ? 'on' : 'off'}
      onClick={() => onLayoutChange(value)}
    >
      {text}
    </button>
  );
  return (
    <div {...slotProps('toolbar')}>
      {splitFits !== false && (
        <div
          {...slotProps('layout-toggle')}
          role="group"
          aria-label={labels.diff.layout}
          // The stylesheet's to hide, not an inline style: where no stylesheet applies (jsdom, where a
          // stubbed ResizeObserver may never report) the choice stays offered, as it was before.
          data-pending={splitFits === undefined ? '' : undefined}
        >
          {layoutButton('unified', labels.diff.unified)}
          {layoutButton('split', labels.diff.split)}
        </div>
      )}
      {layout === 'unified' && (
        <button
          type="button"
          {...slotProps('wrap-toggle')}
          aria-pressed={wrap}
          data-state={wrap ? 'on' : 'off'}
          onClick={() => onWrapChange(!wrap)}
        >
          {labels.wrapLines}
        </button>
      )}
    </div>
  );
}
