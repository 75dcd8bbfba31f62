import { parseWebUrl } from './web-url';

/**
 * The kit's one link policy: a string becomes a link target only when it reads as an absolute
 * `http:` or `https:` URL with an ASCII host, by the kit's own rule (see `web-url.ts`), so the
 * server and every browser decide the same. Everything else (`javascript:` in any case or
 * spacing, `data:`, `vbscript:`, `file:`, relative and protocol-relative paths, Unicode hosts,
 * garbage) returns `undefined` and stays text. The result is normalised: scheme and host in
 * lower case, default port dropped, characters outside RFC 3986 percent-encoded.
 */
export function safeHref(candidate: unknown): string | undefined {
  return parseWebUrl(candidate)?.href;
}

/**
 * The hostname of an `http:`/`https:` URL as the browser will really contact it: ASCII, with
 * internationalised names in punycode (`xn--pple-43d.com`), never decoded to Unicode, so a
 * look-alike domain cannot pass for the real one (a Unicode host is not a link at all).
 * `undefined` for anything `safeHref` refuses.
 */
export function displayHostname(candidate: unknown): string | undefined {
  return parseWebUrl(candidate)?.hostname;
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
  const url = parseWebUrl(candidate);
  if (url === undefined) return undefined;
  return {
    before: `${url.protocol}//${url.userinfo === '' ? '' : `${url.userinfo}@`}`,
    host: url.port === '' ? url.hostname : `${url.hostname}:${url.port}`,
    after: url.rest,
  };
}
