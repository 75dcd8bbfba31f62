import { displayHostname, safeHref, splitDisplayUrl } from '../../src/protocol/safe-href';

describe('the link policy (safeHref)', () => {
  it.each(['https://zod.dev/api', 'http://localhost:5173/', 'HTTPS://ZOD.DEV/x'])('makes a link of %s, normalised', (url) => {
    expect(safeHref(url)).toBe(new URL(url).href);
  });

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
  ])('keeps %s as text', (_what, candidate) => {
    expect(safeHref(candidate)).toBeUndefined();
  });
});

describe('displayHostname', () => {
  it('shows an internationalised domain as punycode, never decoded to its look-alike', () => {
    expect(displayHostname('https://xn--pple-43d.com/login')).toBe('xn--pple-43d.com');
    // Cyrillic "а" in a Unicode URL: shown as the punycode the browser will contact.
    expect(displayHostname('https://\u0430pple.com/login')).toBe('xn--pple-43d.com');
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
    expect(splitDisplayUrl('https://zod.dev/api?x=1#y')).toEqual({ before: 'https://', host: 'zod.dev', after: '/api?x=1#y' });
    expect(splitDisplayUrl('http://localhost:5173')).toEqual({ before: 'http://', host: 'localhost:5173', after: '/' });
  });

  it('emphasises the real host, not a username that spells one', () => {
    expect(splitDisplayUrl('https://bank.test@evil.test/pay')).toEqual({ before: 'https://bank.test@', host: 'evil.test', after: '/pay' });
  });

  it('keeps punycode and refuses what the policy refuses', () => {
    expect(splitDisplayUrl('https://\u0430pple.com/')?.host).toBe('xn--pple-43d.com');
    expect(splitDisplayUrl('javascript:alert(1)')).toBeUndefined();
  });
});
