import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { WebIntent } from '../../protocol/intent-types';
import { stringifyJson } from '../../json-tree';

/**
 * What the copy button copies. A search: the answer, then the sources numbered as drawn, each
 * with its URL and snippet. A fetch: the page content (or the URL when there is none).
 */
export function webCopyText(intent: WebIntent): string {
  if (intent.kind === 'fetch') {
    if (typeof intent.content === 'string' && intent.content !== '') return intent.content;
    if (Array.isArray(intent.content) && intent.content.length > 0) return stringifyJson(intent.content);
    return intent.url;
  }
  const parts: string[] = [];
  if (intent.answer !== undefined && intent.answer !== '') parts.push(intent.answer);
  const sources = intent.sources.map((source, index) => {
    const lines = [`[${index + 1}] ${source.title ?? source.url}`, `    ${source.url}`];
    if (source.snippet !== undefined && source.snippet !== '') lines.push(`    ${source.snippet}`);
    return lines.join('\n');
  });
  if (sources.length > 0) parts.push(sources.join('\n'));
  return parts.join('\n\n');
}

/** The name of the web card's Copy, by what {@link webCopyText} copies. */
export function webCopyLabel(intent: WebIntent, labels: ToolCardLabels): string {
  if (intent.kind === 'search') return labels.copyWhat.answerAndSources;
  const hasContent =
    typeof intent.content === 'string'
      ? intent.content !== ''
      : Array.isArray(intent.content) && intent.content.length > 0;
  return hasContent ? labels.copyWhat.pageContent : labels.copyWhat.url;
}
