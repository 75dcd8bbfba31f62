import { errorWithoutLead } from './error-lead';

/**
 * What a text says, for comparing with the error: one surrounding code fence, its `Error:` leads and outer spaces left
 * out.
 */
function gist(text: string): string {
  const fenced = /^\s*```[^\n]*\n([\s\S]*?)\n?```\s*$/.exec(text);
  return errorWithoutLead((fenced ? (fenced[1] ?? '') : text).trim()).trim();
}

function isEcho(block: unknown, error: string): boolean {
  if (typeof block !== 'object' || block === null) return false;
  const { type, text } = block as { type?: unknown; text?: unknown };
  return type === 'text' && typeof text === 'string' && gist(text) === error;
}

/**
 * The intent without the text blocks that only repeat its `error` (a presenter's fenced copy of
 * the message, the tool's raw text): the error area shows the message once, and the body keeps
 * everything else. Returns the same object when nothing repeats it.
 */
export function withoutErrorEcho<T extends object>(intent: T): T {
  const { error, content, rawContent } = intent as { error?: unknown; content?: unknown; rawContent?: unknown };
  if (typeof error !== 'string' || error.trim() === '') return intent;
  const said = gist(error);
  const echoes = (blocks: unknown) => Array.isArray(blocks) && blocks.some((block) => isEcho(block, said));
  if (!echoes(content) && !echoes(rawContent)) return intent;
  const copy = { ...intent } as Record<string, unknown>;
  for (const key of ['content', 'rawContent'] as const) {
    const blocks = copy[key];
    if (!Array.isArray(blocks)) continue;
    const kept = blocks.filter((block) => !isEcho(block, said));
    if (kept.length > 0) copy[key] = kept;
    else delete copy[key];
  }
  return copy as T;
}
