import type { ReadIntent } from '../../protocol/intent-types';
import type { CardLoadingPreviewProps } from '../card-definition';
import { numberDigitsOf, type ReadHeaderModel } from './read-header-model';
import { READ_PREVIEW_HEAD_LINES, READ_PREVIEW_TAIL_LINES, ReadPreviewRows } from './read-preview-rows';

const plain = () => undefined;

/**
 * The folded read card before its code arrives: the loaded card's preview (the same numbered
 * rows and "Show all"), its code plain, so the card keeps its size when the code comes and
 * highlights it.
 */
export function ReadLoadingPreview({ model, onShowAll }: CardLoadingPreviewProps<ReadIntent, ReadHeaderModel>) {
  return (
    <ReadPreviewRows
      lines={model.lines}
      numberDigits={numberDigitsOf(model.lines)}
      headLines={READ_PREVIEW_HEAD_LINES}
      tailLines={READ_PREVIEW_TAIL_LINES}
      tokensFor={plain}
      onShowAll={onShowAll}
    />
  );
}
