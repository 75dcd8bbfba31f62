import { toUnifiedText } from '../../diff';
import type { DiffCardModel } from './diff-card-model';

/**
 * What the card's Copy button and "Copy patch" copy: the change as a git-style unified diff
 * (`git apply` takes it), written from the model for both inputs, so `diffs` copy as a patch too.
 */
export function diffCopyText(model: Pick<DiffCardModel, 'files'>): string {
  return toUnifiedText(model.files);
}
