import { displayHostname, safeHref, splitDisplayUrl } from '../../src/protocol/safe-href';

describe('the link policy (safeHref)', () => {
  it.each(['https://zod.dev/api', 'http://localhost:5173/', 'HTTPS://ZOD.DEV/x'])(
    'makes a link of %s, normalised',
    (url) => {
      expect(safeHref(url)).toBe(new URL(url).href);
    },
  );

  it.each([
    ['javascript in capitals', 'JAVASCRIPT:alert(1)'],
    ['javascript after a space', ' javascript:alert(1)'],
    ['javascript after a tab', '\tjavascript:alert(1)'],
    ['javascript with a newline inside the scheme', 'java\nscript:alert(1)'],
    ['javascript with a tab inside the scheme', 'java\tscript:alert(1)'],
    ['javascript after control characters', '\u0001\u0002javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['a relative path', '/docs/intro'],
    ['a bare relative name', 'zod.dev'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['an empty string', ''],
    ['a number', 5],
    ['null', null],
    ['a URL longer than 8 KB', `https://a.test/${'x'.repeat(9000)}`],
    ['a host with a space', 'https://exa mple.com/'],
    ['a Unicode host (engines convert it differently; a look-alike could pass)', 'https://\u0430pple.com/login'],
    ['a host of Arabic-Indic digits', 'https://\u0661\u0662\u0663.com/'],
    ['a host in fullwidth letters', 'https://\uff45xample.com/'],
    ['a host with a Kelvin sign, which lower-cases to k', 'https://\u212Aelvin.com/'],
    ['a host with a dotless i', 'https://\u0130nstagram.com/'],
    ['a hex IPv4 host', 'http://0x7f.1/'],
    ['a short IPv4 host', 'http://127.1/'],
    ['a percent-encoded host', 'https://ex%61mple.com/'],
    ['a port past 65535', 'https://example.com:99999/'],
    ['three slashes', 'https:///example.com/'],
    ['no slashes', 'https:example.com'],
    ['an empty host', 'https://'],
  ])('keeps %s as text', (_what, candidate) => {
    expect(safeHref(candidate)).toBeUndefined();
  });
});

describe('the same decision on every engine', () => {
  it.each([
    ['https://zod.dev/api?x=1#y', 'https://zod.dev/api?x=1#y'],
    ['HTTPS://Zod.Dev:443/x', 'https://zod.dev/x'],
    ['http://localhost:80', 'http://localhost/'],
    ['http://localhost:0005173/', 'http://localhost:5173/'],
    ['https://de.wikipedia.org/wiki/M\u00fcller', 'https://de.wikipedia.org/wiki/M%C3%BCller'],
    ['https://example.com/a b?q=a b#x y', 'https://example.com/a%20b?q=a%20b#x%20y'],
    ['https://example.com\\path\\to', 'https://example.com/path/to'],
    ['  https://example.com/\n  ', 'https://example.com/'],
    ['https://xn--a.com/', 'https://xn--a.com/'],
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
    ['http://[::1]:3000/', 'http://[::1]:3000/'],
    ['https://user:pa ss@example.com/', 'https://user:pa%20ss@example.com/'],
  ])("reads %j as %j, by the kit's own rule (no platform URL parser)", (candidate, href) => {
    expect(safeHref(candidate)).toBe(href);
  });
});

describe('displayHostname', () => {
  it('shows an internationalised domain as punycode, never decoded to its look-alike', () => {
    expect(displayHostname('https://xn--pple-43d.com/login')).toBe('xn--pple-43d.com');
    // Cyrillic "а" in a Unicode URL: no link, no hostname (the URL stays text).
    expect(displayHostname('https://\u0430pple.com/login')).toBeUndefined();
  });

  it('shows the real host when credentials spell another one', () => {
    expect(displayHostname('https://bank.test@evil.test/')).toBe('evil.test');
  });

  it('has no hostname for anything the policy refuses', () => {
    expect(displayHostname('javascript:alert(1)')).toBeUndefined();
    expect(displayHostname('//evil.test')).toBeUndefined();
    expect(displayHostname('data:text/plain,x')).toBeUndefined();
  });
});

describe('splitDisplayUrl', () => {
  it('cuts a URL around its hostname, from the normalised href', () => {
    expect(splitDisplayUrl('https://zod.dev/api?x=1#y')).toEqual({
      before: 'https://',
      host: 'zod.dev',
      after: '/api?x=1#y',
    });
    expect(splitDisplayUrl('http://localhost:5173')).toEqual({ before: 'http://', host: 'localhost:5173', after: '/' });
  });

  it('emphasises the real host, not a username that spells one', () => {
    expect(splitDisplayUrl('https://bank.test@evil.test/pay')).toEqual({
      before: 'https://bank.test@',
      host: 'evil.test',
      after: '/pay',
    });
  });

  it('keeps punycode and refuses what the policy refuses', () => {
    expect(splitDisplayUrl('https://xn--pple-43d.com/')?.host).toBe('xn--pple-43d.com');
    expect(splitDisplayUrl('https://\u0430pple.com/')).toBeUndefined();
    expect(splitDisplayUrl('javascript:alert(1)')).toBeUndefined();
  });
});

describe('a lone surrogate in a URL', () => {
  it('is encoded as U+FFFD in the link target, as WHATWG URL does, instead of throwing', () => {
    expect(safeHref('https://example.com/a\ud83d')).toBe('https://example.com/a%EF%BF%BD');
    expect(safeHref('https://example.com/a\ud83d')).toBe(new URL('https://example.com/a\ud83d').href);
  });

  it.each(['https://example.com/\udc00?q=\ud800#f\udfff', 'https://u\ud800:p\udc00@example.com/x'])(
    'in any part of %j gives the WHATWG href',
    (url) => {
      expect(safeHref(url)).toBe(new URL(url).href);
    },
  );

  it('keeps its hostname and its display pieces', () => {
    expect(displayHostname('https://example.com/a\ud83d')).toBe('example.com');
    expect(splitDisplayUrl('https://example.com/a\ud83d')).toEqual({
      before: 'https://',
      host: 'example.com',
      after: '/a%EF%BF%BD',
    });
  });
});
