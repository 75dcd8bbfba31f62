import { renderToString } from 'react-dom/server';
import { ToolCard } from '../src/index';
import { combineViews, parseIntent } from '../src/protocol/index';
import { readPatch } from './diff/diff-fixtures';
import { HOSTILE_VALUES, STREAMED_PATCH_PREFIXES } from './support/hostile-values';

describe('hostile values on the server', () => {
  it.each(HOSTILE_VALUES)('%s: parseIntent reports, never throws', (_name, make) => {
    const result = parseIntent(make());
    expect(typeof result.ok).toBe('boolean');
  });

  it.each(HOSTILE_VALUES)('%s: renderToString gives a card', (_name, make) => {
    const markup = renderToString(<ToolCard intent={make()} />);
    expect(markup).toContain('data-toolcard=""');
    expect(markup.length).toBeLessThan(200_000);
  });

  it('a thrown value without a prototype is reported as an unknown error', () => {
    const thrown = Object.create(null) as object;
    const intent = new Proxy(
      { card: 'generic' },
      {
        get() {
          throw thrown;
        },
      },
    );
    const result = parseIntent(intent);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toContain('unknown error');
    expect(renderToString(<ToolCard intent={intent} />)).toContain('[Unreadable: unknown error]');
  });

  it('a getter that throws shows where it was, and the rest of the value', () => {
    const [, make] = HOSTILE_VALUES[0] as [string, () => unknown];
    const markup = renderToString(<ToolCard intent={make()} />);
    expect(markup).toContain('getter exploded');
    expect(markup).toContain('data-card="generic"');
    expect(markup).toContain('getter');
  });

  it('a sparse array of length 2**32-1 shows its length and its first page', () => {
    const markup = renderToString(
      <ToolCard intent={{ card: 'generic', title: 'sparse', output: new Array(2 ** 32 - 1) }} />,
    );
    expect(markup).toContain('4,294,967,295');
  });

  it.each([
    ['src/constructor', undefined],
    ['x.__proto__', undefined],
    ['a.txt', 'constructor'],
  ])('a read of %s (lang %s) is drawn as a plain-text read, not as a failed view', (path, lang) => {
    const markup = renderToString(<ToolCard intent={{ card: 'read', path, lang, text: 'hello' }} />);
    expect(markup).toContain('data-card="read"');
    expect(markup).not.toContain('failed to draw');
    expect(markup).toContain('Plain text');
  });

  it.each(STREAMED_PATCH_PREFIXES)('a streamed patch %j gives a card, not an exception', (patch) => {
    const markup = renderToString(<ToolCard intent={{ card: 'diff', title: 'streaming', patch }} />);
    expect(markup).toContain('data-toolcard=""');
    expect(markup).toContain('streaming');
  });
});

describe('combineViews on records that are not records', () => {
  it.each([
    ['null', null],
    ['a number', 5],
    ['content that is not a list', { tool: 'x', content: 5 }],
    [
      'a revoked proxy',
      (() => {
        const { proxy, revoke } = Proxy.revocable({}, {});
        revoke();
        return proxy;
      })(),
    ],
    [
      'a call view with a throwing getter',
      {
        tool: 'x',
        call: Object.defineProperty({ card: 'generic' }, 'title', {
          enumerable: true,
          get: () => {
            throw new Error('no');
          },
        }),
      },
    ],
  ])('%s: a card to draw, never an exception', (_name, record) => {
    const intent = combineViews(record as never);
    expect(typeof intent.card).toBe('string');
    expect(renderToString(<ToolCard intent={intent} />)).toContain('data-toolcard=""');
  });

  it('content that is not a list is named in the note', () => {
    const markup = renderToString(<ToolCard intent={combineViews({ tool: 'x', content: 5 as never })} />);
    expect(markup).toContain('content');
  });
});

describe('a git patch as it streams', () => {
  const patch = readPatch('chalk-5.3.0-to-5.4.1.diff');
  const lineEnds = [...patch.matchAll(/\n/g)].map((match) => match.index);
  // Every prefix that ends a line, and every prefix that stops inside a `--- ` or `+++ ` header line.
  const prefixes = [
    ...lineEnds.map((end) => patch.slice(0, end)),
    ...[...patch.matchAll(/^(---|\+\+\+) .*$/gm)].flatMap((match) =>
      [match.index + 3, match.index + 5].map((end) => patch.slice(0, end)),
    ),
  ];

  it(`renders a card for each of its ${prefixes.length} prefixes, with the title it has so far`, () => {
    expect(prefixes.length).toBeGreaterThan(200);
    for (const prefix of prefixes) {
      const markup = renderToString(<ToolCard intent={{ card: 'diff', title: 'streaming patch', patch: prefix }} />);
      expect(markup).toContain('streaming patch');
    }
  });
});
