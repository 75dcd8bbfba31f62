import type { SearchIntent } from '../../protocol/intent-types';

/**
 * What the copy button copies: grep's own format (`path:line:text`, one match a line) for
 * matches, one path a line for paths. The results as sent, without the cut long lines.
 */
export function searchCopyText(intent: SearchIntent): string {
  if (intent.shape === 'paths') return intent.paths.join('\n');
  const lines: string[] = [];
  for (const file of intent.files)
    for (const match of file.matches) lines.push(`${file.path}:${match.lineNumber}:${match.line}`);
  return lines.join('\n');
}
