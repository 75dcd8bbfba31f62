import { safeHref } from '../../src/protocol/index';

describe('safeHref', () => {
  it.each(['https://zod.dev/api', 'http://localhost:5173/'])('links %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>',
    'file:///etc/passwd',
    'vbscript:x',
    '/relative',
    'zod.dev',
    '',
    5,
    null,
  ])('refuses %j', (candidate) => {
    expect(safeHref(candidate)).toBeUndefined();
  });
});
