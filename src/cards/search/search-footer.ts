import type { SearchIntent } from '../../protocol/intent-types';

/** The text blocks of raw content, joined. */
function rawText(blocks: SearchIntent['rawContent']): string {
  return (blocks ?? [])
    .flatMap((block) => (block.type === 'text' && typeof block.text === 'string' ? [block.text] : []))
    .join('\n');
}

/** Whether a raw line restates a result: a listed path, or a line holding a match's text. */
function restatesResult(line: string, intent: SearchIntent): boolean {
  const trimmed = line.trim();
  if (trimmed === '') return false;
  if (intent.shape === 'paths') return intent.paths.includes(trimmed);
  return intent.files.some(
    (file) => file.path === trimmed || file.matches.some((match) => match.line !== '' && line.endsWith(match.line)),
  );
}

/**
 * The lines of a search's raw content that its results do not carry, after the last line they
 * do: a capped grep or glob's recovery footer ("Full grep result stored at: …", "Showing 5 of 12
 * paths, sampled …"). `undefined` when there is none, or when no result is listed (the raw text
 * then only says there were no matches, as the card does).
 */
export function searchFooter(intent: SearchIntent): string | undefined {
  const lines = rawText(intent.rawContent).split('\n');
  let last = -1;
  lines.forEach((line, index) => {
    if (restatesResult(line, intent)) last = index;
  });
  if (last < 0) return undefined;
  const footer = lines
    .slice(last + 1)
    .join('\n')
    .trim();
  return footer === '' ? undefined : footer;
}
