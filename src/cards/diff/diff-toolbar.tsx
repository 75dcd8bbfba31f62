import { useCardContext } from '../../chrome/card-context';
import { CopyButton } from '../../chrome/copy-button';
import type { DiffLayout } from './use-diff-view-state';

/** Props of {@link DiffToolbar}. */
export interface DiffToolbarProps {
  /** The current layout. */
  layout: DiffLayout;
  /** Whether side by side fits the card; the layout buttons are offered only then. */
  splitFits: boolean;
  /** Switches the layout. */
  onLayoutChange: (layout: DiffLayout) => void;
  /** Long lines wrap instead of scrolling sideways. */
  wrap: boolean;
  /** Turns wrapping on or off. */
  onWrapChange: (wrap: boolean) => void;
  /** Builds the patch text on click ("Copy patch"). */
  getPatchText: () => string;
}

/**
 * The bar above the diff, `data-slot="diff-toolbar"`: the unified/split layout buttons (a group,
 * each `aria-pressed`; not offered on a card too narrow for side by side), the wrap toggle (unified only: the split layout always wraps, since two
 * halves scrolling sideways apart would lose their pairing), and "Copy patch".
 */
export function DiffToolbar({ layout, splitFits, onLayoutChange, wrap, onWrapChange, getPatchText }: DiffToolbarProps) {
  const { labels } = useCardContext();
  const layoutButton = (value: DiffLayout, text: string) => (
    <button
      type="button"
      data-slot={`layout-${value}`}
      aria-pressed={layout === value}
      data-state={layout === value ? 'on' : 'off'}
      onClick={() => onLayoutChange(value)}
    >
      {text}
    </button>
  );
  return (
    <div data-slot="diff-toolbar">
      {splitFits && (
        <div data-slot="layout-toggle" role="group" aria-label={labels.diffLayout}>
          {layoutButton('unified', labels.unifiedView)}
          {layoutButton('split', labels.splitView)}
        </div>
      )}
      {layout === 'unified' && (
        <button type="button" data-slot="wrap-toggle" aria-pressed={wrap} data-state={wrap ? 'on' : 'off'} onClick={() => onWrapChange(!wrap)}>
          {labels.wrapLines}
        </button>
      )}
      <CopyButton slot="copy-patch" label={labels.copyPatch} getText={getPatchText} />
    </div>
  );
}
