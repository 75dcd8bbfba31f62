/** Longer candidates are refused outright: no real link needs 8 KB, and parsing one costs. */
const MAX_URL_LENGTH = 8192;

function parseUrl(candidate: unknown): URL | undefined {
  if (typeof candidate !== 'string' || candidate.length > MAX_URL_LENGTH) return undefined;
  try {
    // WHATWG parsing strips leading/trailing C0 controls and spaces and removes tabs and newlines
    // anywhere (`java\nscript:`), so the scheme checked below is the one a browser would follow.
    return new URL(candidate.trim());
  } catch {
    return undefined;
  }
}

function isWebUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/**
 * The kit's one link policy: a string becomes a link target only when it parses as an absolute
 * `http:` or `https:` URL. Everything else (`javascript:` in any case or spacing, `data:`,
 * `vbscript:`, `file:`, relative and protocol-relative paths, garbage) returns `undefined` and
 * stays text. The result is the parsed URL's `href`: normalised, its hostname in ASCII.
 */
export function safeHref(candidate: unknown): string | undefined {
  const url = parseUrl(candidate);
  return url !== undefined && isWebUrl(url) ? url.href : undefined;
}

/**
 * The hostname of an `http:`/`https:` URL as the browser will really contact it: ASCII, with
 * internationalised names left in punycode (`xn--pple-43d.com`), never decoded to Unicode, so a
 * look-alike domain cannot pass for the real one. `undefined` for anything `safeHref` refuses.
 */
export function displayHostname(candidate: unknown): string | undefined {
  const url = parseUrl(candidate);
  if (url === undefined || !isWebUrl(url) || url.hostname === '') return undefined;
  return url.hostname;
}

/** A link target cut in three for drawing, the hostname apart so it can be emphasised. */
export interface DisplayUrl {
  /** The scheme, and credentials if any: `https://`, `https://user@`. */
  before: string;
  /** The hostname as the browser contacts it (punycode stays punycode), with its port. */
  host: string;
  /** Path, query and fragment. */
  after: string;
}

/**
 * An `http:`/`https:` URL in the pieces a card draws, taken from the normalised `href` so the
 * text shown is exactly where the link goes. `undefined` for anything `safeHref` refuses.
 */
export function splitDisplayUrl(candidate: unknown): DisplayUrl | undefined {
  const url = parseUrl(candidate);
  if (url === undefined || !isWebUrl(url)) return undefined;
  const { href, host } = url;
  // Built, not searched for: a username may spell a hostname (`https://bank.test@evil.test`).
  const credentials = url.username === '' ? '' : `${url.username}${url.password === '' ? '' : `:${url.password}`}@`;
  const before = `${url.protocol}//${credentials}`;
  if (host === '' || !href.startsWith(before + host)) return undefined;
  return { before, host, after: href.slice(before.length + host.length) };
}
