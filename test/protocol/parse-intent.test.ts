import { parseIntent } from '../../src/protocol/index';
import { loadIntentFixtures } from '../fixtures/load-intents';

const fixtures = loadIntentFixtures();

describe('parseIntent', () => {
  it.each(fixtures.filter(([name]) => name !== 'unknown-card'))(
    'accepts the host fixture %s unchanged',
    (_name, value) => {
      const result = parseIntent(value);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.intent).toBe(value);
    },
  );

  it('refuses an unknown card and names it', () => {
    const result = parseIntent({ card: 'chart', data: [1] });
    expect(result).toMatchObject({
      ok: false,
      reason: 'unknown-card',
      errors: [{ path: 'card', message: 'Unrecognized card "chart"' }],
    });
  });

  it.each([null, undefined, 0, 42, 'terminal', true, [], [{ card: 'generic' }]])(
    'refuses %j as not an object without throwing',
    (value) => {
      expect(parseIntent(value)).toMatchObject({ ok: false, reason: 'not-an-object' });
    },
  );

  it('refuses an object with no card', () => {
    expect(parseIntent({})).toMatchObject({
      ok: false,
      reason: 'unknown-card',
      errors: [{ message: 'Missing "card"' }],
    });
  });

  it.each([
    [{ card: 'generic', title: 5 }, 'title'],
    [{ card: 'terminal', exitCode: '1' }, 'exitCode'],
    [{ card: 'terminal', status: 'exploded' }, 'status'],
    [{ card: 'diff', diffs: [{ path: 'a', oldText: 1, newText: '' }] }, 'diffs.0.oldText'],
    [{ card: 'read' }, 'path'],
    [{ card: 'search', shape: 'matches', files: 'nope', truncated: false, total: 1 }, 'files'],
    [{ card: 'web', kind: 'fetch', url: 'https://x.test', statusCode: 200, truncated: 'yes' }, 'truncated'],
    [{ card: 'search', shape: 'paths', paths: [], total: -1 }, 'total'],
    [{ card: 'generic', durationMs: -1 }, 'durationMs'],
    [{ card: 'generic', v: 2 }, 'v'],
  ])('refuses wrong field types and says where: %j', (value, path) => {
    const result = parseIntent(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((issue) => issue.path)).toContain(path);
  });

  it('keeps fields it does not know, so a newer host loses nothing', () => {
    const value = { card: 'generic', title: 't', futureField: { a: 1 } };
    const result = parseIntent(value);
    expect(result.ok && result.intent).toEqual(value);
  });

  it('accepts a partial intent while arguments stream', () => {
    expect(parseIntent({ card: 'terminal' }).ok).toBe(true);
    expect(parseIntent({ card: 'diff', title: 'Edit' }).ok).toBe(true);
  });

  it('accepts search and web intents without truncated or total, and leaves them as sent', () => {
    for (const value of [
      { card: 'search', shape: 'paths', paths: ['a.ts'] },
      { card: 'search', shape: 'matches', files: [{ path: 'a.ts', matches: [{ lineNumber: 1, line: 'x' }] }] },
      { card: 'web', kind: 'search', sources: [{ url: 'https://x.test' }] },
      { card: 'web', kind: 'fetch', url: 'https://x.test', statusCode: 200 },
    ]) {
      const result = parseIntent(value);
      expect(result).toEqual({ ok: true, intent: value });
      expect(value).not.toHaveProperty('truncated');
    }
  });

  it('reports a throwing getter instead of throwing', () => {
    const value = {
      card: 'generic',
      get title(): string {
        throw new Error('boom');
      },
    };
    expect(() => parseIntent(value)).not.toThrow();
    expect(parseIntent(value).ok).toBe(false);
  });

  it('does not walk rawInput, so 100,000 levels of nesting are accepted at once', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) deep = { next: deep };
    expect(parseIntent({ card: 'generic', rawInput: deep }).ok).toBe(true);
  });
});
