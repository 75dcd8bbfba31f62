import { AVATAR_HUES, letterAvatar } from '../../../src/cards/web/letter-avatar';
import { webCopyText } from '../../../src/cards/web/web-copy-text';
import { httpStatus, httpStatusText } from '../../../src/protocol/http-status';

describe('httpStatus', () => {
  it.each([
    [200, '2xx', '200 OK'],
    [204, '2xx', '204 No Content'],
    [301, '3xx', '301 Moved Permanently'],
    [304, '3xx', '304 Not Modified'],
    [404, '4xx', '404 Not Found'],
    [429, '4xx', '429 Too Many Requests'],
    [500, '5xx', '500 Internal Server Error'],
    [503, '5xx', '503 Service Unavailable'],
    [299, '2xx', '299'],
    [0, 'other', '0'],
    [999, 'other', '999'],
  ])('%i is %s, shown as "%s"', (code, statusClass, text) => {
    const status = httpStatus(code);
    expect(status.statusClass).toBe(statusClass);
    expect(httpStatusText(status)).toBe(text);
  });
});

describe('letterAvatar', () => {
  it('takes the first letter of the hostname without www, uppercased', () => {
    expect(letterAvatar('www.zod.dev').letter).toBe('Z');
    expect(letterAvatar('github.com').letter).toBe('G');
    expect(letterAvatar('xn--pple-43d.com').letter).toBe('X');
  });

  it('is the same for the same hostname and spreads hostnames over the hues', () => {
    expect(letterAvatar('zod.dev')).toEqual(letterAvatar('www.zod.dev'));
    const hues = new Set(
      ['a.test', 'b.test', 'c.test', 'd.test', 'e.test', 'f.test', 'g.test', 'h.test', 'i.test', 'j.test'].map(
        (host) => letterAvatar(host).hue,
      ),
    );
    expect(hues.size).toBeGreaterThan(3);
    for (const hue of hues) expect(hue).toBeLessThan(AVATAR_HUES);
  });

  it('has a question mark when there is no hostname', () => {
    expect(letterAvatar(undefined)).toEqual({ letter: '?', hue: 0 });
  });
});

describe('webCopyText', () => {
  it('copies the answer and the numbered sources', () => {
    const text = webCopyText({
      card: 'web',
      kind: 'search',
      truncated: false,
      answer: 'Use **unions**.',
      sources: [{ url: 'https://zod.dev/', title: 'Zod', snippet: 'Schemas.' }, { url: 'https://x.test/' }],
    });
    expect(text).toBe(
      'Use **unions**.\n\n[1] Zod\n    https://zod.dev/\n    Schemas.\n[2] https://x.test/\n    https://x.test/',
    );
  });

  it('copies a fetched page, or its URL when it has no content', () => {
    expect(
      webCopyText({
        card: 'web',
        kind: 'fetch',
        url: 'https://zod.dev/',
        statusCode: 200,
        truncated: false,
        content: '# Zod',
      }),
    ).toBe('# Zod');
    expect(
      webCopyText({ card: 'web', kind: 'fetch', url: 'https://zod.dev/', statusCode: 200, truncated: false }),
    ).toBe('https://zod.dev/');
  });
});
