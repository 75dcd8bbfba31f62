import { toUnifiedText } from '../../diff/unified-text';
import type { DiffIntent } from '../../protocol/intent-types';
import { cachedDiffFiles } from './diff-files-cache';

/**
 * What the card's Copy button and "Copy patch" copy: the change as a git-style unified diff
 * (`git apply` takes it), written from the model for both inputs, so `diffs` copy as a patch too.
 */
export function diffCopyText(intent: Pick<DiffIntent, 'diffs' | 'patch'>): string {
  return toUnifiedText(cachedDiffFiles(intent));
}
