import { titlePieces } from '../../src/format/title-pieces';

describe('titlePieces', () => {
  it('breaks after each folder of a path, never inside a name', () => {
    expect(titlePieces('Edit vendor/chalk/source/index.js')).toEqual(['Edit vendor/', 'chalk/', 'source/', 'index.js']);
  });

  it('keeps a run of hyphens whole and breaks before it when it is joined to text', () => {
    expect(titlePieces('kubectl delete ns --namespace=x')).toEqual(['kubectl delete ns --namespace=x']);
    expect(titlePieces('npx vitest run --reporter=tap-flat')).toEqual(['npx vitest run --reporter=tap', '-flat']);
    expect(titlePieces('a--b')).toEqual(['a', '--b']);
  });

  it('never breaks inside // nor after a trailing slash', () => {
    expect(titlePieces('web_fetch https://zod.dev/api/')).toEqual(['web_fetch https://', 'zod.dev/', 'api/']);
  });

  it('joins back to the title character for character', () => {
    for (const title of [
      '',
      '/',
      '--',
      'C:\\Users\\dev\\a.ts',
      'glob vendor/**/*.js',
      'a - b',
      '-n staging',
      '\u202Eevil/x',
    ]) {
      expect(titlePieces(title).join('')).toBe(title);
    }
  });

  it('splits a title of a thousand slashes into a bounded number of pieces', () => {
    const title = 'a/'.repeat(1000);
    const pieces = titlePieces(title);
    expect(pieces.length).toBeLessThanOrEqual(64);
    expect(pieces.join('')).toBe(title);
  });
});
