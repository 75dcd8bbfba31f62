/**
 * The kit's one link policy: a string becomes a link target only when it parses as an absolute
 * `http:` or `https:` URL. Everything else (`javascript:`, `data:`, `file:`, relative paths,
 * garbage) returns `undefined` and stays text.
 */
export function safeHref(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || candidate.length > 8192) return undefined;
  let url: URL;
  try {
    url = new URL(candidate.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.href;
}
