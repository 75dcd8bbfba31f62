/*
 * The kit's own reader of http(s) URLs. Links are decided by this plain function, never by the
 * platform's URL parser: Node and Chromium disagree on hosts such as `exa mple.com`, `xn--a.com`
 * or Arabic-Indic digits, and a server and a browser that decide differently break hydration.
 * The rule is stricter than WHATWG's, so that whatever it accepts every engine reads the same way:
 * - the scheme is `http` or `https` (any case), followed by exactly `//`;
 * - the host is ASCII: letters, digits, `-` and `_` in dot-separated labels (an internationalised
 *   name only in its punycode `xn--` form), a dotted-decimal IPv4 address, or a bracketed IPv6
 *   address; a host ending in a number must be a canonical IPv4 address (no `0x7f.1`);
 * - a port, if any, is decimal and at most 65535 (the scheme's default port is dropped);
 * - the path, query and fragment are kept, with every character outside RFC 3986's set
 *   percent-encoded (UTF-8; a lone surrogate as U+FFFD, as WHATWG does), and `\` in the path
 *   read as `/` as browsers do.
 * Leading and trailing spaces and C0 controls are trimmed, and tabs and newlines removed, as
 * WHATWG does, so `java\nscript:` is read as the `javascript:` a browser would see.
 */

/** An http(s) URL in the pieces a card draws, all already serialised. */
export interface WebUrl {
  /** `http:` or `https:`. */
  protocol: 'http:' | 'https:';
  /** `user:password` as written (percent-encoded), or `''`. */
  userinfo: string;
  /** The hostname, lower case. */
  hostname: string;
  /** The port, or `''` for the scheme's default. */
  port: string;
  /** Path, query and fragment: `/a?b#c`. */
  rest: string;
  /** The whole URL, as the link's target. */
  href: string;
}

/** Longer candidates are refused outright: no real link needs 8 KB, and reading one costs. */
const MAX_URL_LENGTH = 8192;

const LABEL = /^[a-z0-9_-]{1,63}$/;
const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const NUMERIC_LABEL = /^(\d+|0x[0-9a-f]*)$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;
// RFC 3986 unreserved and sub-delims, plus `:` and `@` (pchar), `/`, and `%` (kept as written).
const PATH_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/%]/;
const QUERY_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]/;
const USERINFO_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=%]/;

/**
 * UTF-8 of U+FFFD: WHATWG URL encodes a lone surrogate as the replacement character, and `encodeURIComponent` throws on
 * one.
 */
const ENCODED_REPLACEMENT = '%EF%BF%BD';

function percentEncode(text: string, safe: RegExp): string {
  let out = '';
  for (const char of text) {
    if (safe.test(char)) out += char;
    else
      out += char.length === 1 && char >= '\ud800' && char <= '\udfff' ? ENCODED_REPLACEMENT : encodeURIComponent(char);
  }
  return out;
}

function validHostname(host: string): boolean {
  if (IPV6.test(host)) return host.includes(':');
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name.length === 0 || name.length > 253) return false;
  const labels = name.split('.');
  if (!labels.every((label) => LABEL.test(label))) return false;
  // WHATWG reads a host whose last label is a number as IPv4 (`0x7f.1` is 127.0.0.1): only the canonical form is
  // accepted.
  if (NUMERIC_LABEL.test(labels[labels.length - 1] as string))
    return host === name && labels.length === 4 && labels.every((part) => IPV4_PART.test(part));
  return true;
}

function stripControls(candidate: string): string {
  let start = 0;
  let end = candidate.length;
  while (start < end && candidate.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && candidate.charCodeAt(end - 1) <= 0x20) end -= 1;
  return candidate.slice(start, end).replace(/[\t\n\r]/g, '');
}

/** Reads `candidate` as an http(s) URL by the rule above; `undefined` for anything else. */
export function parseWebUrl(candidate: unknown): WebUrl | undefined {
  if (typeof candidate !== 'string' || candidate.length > MAX_URL_LENGTH) return undefined;
  const text = stripControls(candidate);
  const scheme = /^(https?):\/\//i.exec(text);
  if (!scheme) return undefined;
  const protocol = (scheme[1] as string).toLowerCase() === 'https' ? 'https:' : 'http:';
  const afterScheme = text.slice(scheme[0].length);
  const authorityEnd = afterScheme.search(/[/\\?#]/);
  const authority = authorityEnd === -1 ? afterScheme : afterScheme.slice(0, authorityEnd);
  const tail = authorityEnd === -1 ? '' : afterScheme.slice(authorityEnd);

  const at = authority.lastIndexOf('@');
  const userinfoText = at === -1 ? '' : authority.slice(0, at);
  const hostPort = authority.slice(at + 1);
  const portMatch = /:(\d*)$/.exec(hostPort);
  const hostText = portMatch ? hostPort.slice(0, portMatch.index) : hostPort;
  // ASCII letters only: `toLowerCase` would turn a Kelvin sign (U+212A) into a plain `k`.
  const hostname = hostText.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  if (!validHostname(hostname)) return undefined;

  let port = '';
  if (portMatch && portMatch[1] !== '') {
    const value = Number(portMatch[1]);
    if (value > 65535) return undefined;
    const defaultPort = protocol === 'https:' ? 443 : 80;
    port = value === defaultPort ? '' : String(value);
  }

  const colon = userinfoText.indexOf(':');
  const username = percentEncode(colon === -1 ? userinfoText : userinfoText.slice(0, colon), USERINFO_SAFE);
  const password = colon === -1 ? '' : percentEncode(userinfoText.slice(colon + 1), USERINFO_SAFE);
  const userinfo = username === '' && password === '' ? '' : password === '' ? username : `${username}:${password}`;

  const queryAt = tail.search(/[?#]/);
  const pathText = (queryAt === -1 ? tail : tail.slice(0, queryAt)).replace(/\\/g, '/');
  const suffix = queryAt === -1 ? '' : tail.slice(queryAt);
  const hashAt = suffix.indexOf('#');
  const query = hashAt === -1 ? suffix : suffix.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : suffix.slice(hashAt);
  const path = pathText === '' ? '/' : percentEncode(pathText, PATH_SAFE);
  const rest =
    path +
    (query === '' ? '' : `?${percentEncode(query.slice(1), QUERY_SAFE)}`) +
    (fragment === '' ? '' : `#${percentEncode(fragment.slice(1), QUERY_SAFE)}`);
  const href = `${protocol}//${userinfo === '' ? '' : `${userinfo}@`}${hostname}${port === '' ? '' : `:${port}`}${rest}`;
  return { protocol, userinfo, hostname, port, rest, href };
}
