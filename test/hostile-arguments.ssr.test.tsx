import { renderToString } from 'react-dom/server';
import { fromMcpToolResult } from '../src/adapters/index';
import {
  createToolCard,
  displayPath,
  languageFor,
  preloadCards,
  preloadHighlighter,
  resolveCwd,
  ToolCard,
  ToolCardHost,
  type ToolCardProps,
} from '../src/index';
import { isLazyCard } from '../src/cards/card-definition';
import { classifyContentBlock, effectiveStatus, fallbackIntent, parseIntent, statusPill } from '../src/protocol/index';

/*
 * What each exported helper returns for an argument of the wrong type or one that throws when
 * read, where it used to throw (test/fuzz/*-never-throws.fuzz.ssr.test.ts proves it for any input).
 */

function throwingProxy(): object {
  return new Proxy(
    {},
    {
      get() {
        throw new Error('proxy get exploded');
      },
      ownKeys() {
        throw new Error('proxy ownKeys exploded');
      },
    },
  );
}

function withThrowingGetter(key: string, base: Record<string, unknown> = {}): object {
  return Object.defineProperty({ ...base }, key, {
    enumerable: true,
    get() {
      throw new Error(`getter ${key} exploded`);
    },
  });
}

describe('the protocol helpers given what they cannot read', () => {
  it('effectiveStatus gives undefined for a value that is not an intent, and ignores a status of the wrong type', () => {
    expect(effectiveStatus(undefined)).toBeUndefined();
    expect(effectiveStatus(throwingProxy())).toBeUndefined();
    expect(effectiveStatus(withThrowingGetter('exitCode', { status: 'running' }))).toBeUndefined();
    expect(effectiveStatus({ status: 5 })).toBe('success');
  });

  it('statusPill gives undefined without a status it knows, and ignores a detail of the wrong type', () => {
    expect(statusPill(undefined)).toBeUndefined();
    expect(statusPill(throwingProxy())).toBeUndefined();
    expect(statusPill({ status: 'weird' })).toBeUndefined();
    expect(statusPill({ status: 'error', signal: 5, statusCode: Symbol('code') })).toEqual({
      status: 'error',
      approval: undefined,
      detail: undefined,
    });
  });

  it('classifyContentBlock calls a block it cannot read "other", with the block as its value', () => {
    const block = withThrowingGetter('type');
    expect(classifyContentBlock(block)).toEqual({ kind: 'other', value: block });
  });

  it('fallbackIntent leaves out a tool name that is not a string, so the intent stays valid', () => {
    const intent = fallbackIntent(5 as never, { a: 1 });
    expect(intent).toEqual({ card: 'generic', rawInput: { a: 1 } });
    expect(parseIntent(intent).ok).toBe(true);
  });
});

describe('the adapters given a sparse content list', () => {
  it('fromMcpToolResult shows a hole in content as an invalid block, so the intent stays valid', () => {
    const intent = fromMcpToolResult(
      'read',
      {},
      // eslint-disable-next-line no-sparse-arrays -- a hole is the point
      { content: [{ type: 'text', text: 'a' }, , { type: 'text', text: 'b' }] },
    );
    expect(parseIntent(intent).ok).toBe(true);
    expect(intent.rawContent).toEqual([
      { type: 'text', text: 'a' },
      { type: 'invalid', value: undefined },
      { type: 'text', text: 'b' },
    ]);
  });
});

describe('the host helpers given what they cannot read', () => {
  it('displayPath gives undefined for a path that is not a string, and ignores host paths that are not strings', () => {
    expect(displayPath(5, {})).toBeUndefined();
    expect(displayPath('/w/a.ts', undefined)).toBe('/w/a.ts');
    expect(displayPath('/w/a.ts', { workspace: 5, home: '/w' })).toBe('~/a.ts');
    expect(displayPath('/w/a.ts', throwingProxy())).toBe('/w/a.ts');
  });

  it('resolveCwd takes a cwd that is not a string as absent', () => {
    expect(resolveCwd(5 as never, { workspace: '/w' })).toBe('/w');
    expect(resolveCwd('src', withThrowingGetter('workspace') as never)).toBe('src');
  });

  it('languageFor says nothing for a hint that is not an object or has fields of the wrong type', () => {
    expect(languageFor(undefined as never)).toBeUndefined();
    expect(languageFor({ lang: 5, path: 'a.ts' } as never)).toBe('typescript');
    expect(languageFor(throwingProxy() as never)).toBeUndefined();
  });

  it('isLazyCard is false for anything that is not a lazy card, a value that throws included', () => {
    expect(isLazyCard(undefined)).toBe(false);
    expect(isLazyCard(throwingProxy())).toBe(false);
    expect(isLazyCard(withThrowingGetter('load'))).toBe(false);
  });
});

describe('the components given props of the wrong type', () => {
  it('ToolCard ignores them and draws the card', () => {
    const props = {
      intent: { card: 'generic', title: 'still drawn' },
      className: Symbol('class'),
      style: 'color: red',
      classNames: throwingProxy(),
      headingLevel: 9,
      theme: { toString: () => 'dark' },
      labels: { untitled: 5, invalidIntent: 'not a function', copy: withThrowingGetter('x') },
    };
    const markup = renderToString(<ToolCard {...(props as unknown as ToolCardProps)} />);
    expect(markup).toMatch(/^<!--&--><article data-toolcard="" data-card="generic"/);
    expect(markup).toContain('still drawn');
    expect(markup).not.toContain('<h9');
  });

  it('ToolCard keeps the style entries and classes that have their type', () => {
    const markup = renderToString(
      <ToolCard
        intent={{ card: 'generic', title: 't' }}
        style={{ color: 'red', width: Symbol('w') } as never}
        classNames={{ root: 'mine', body: 5 } as never}
      />,
    );
    expect(markup).toContain('style="color:red"');
    expect(markup).toContain('class="mine"');
  });

  it("a host's label function that throws falls back to the English label", () => {
    const labels = {
      invalidIntent: () => {
        throw new Error('label exploded');
      },
    };
    const markup = renderToString(<ToolCard intent={{ card: 'read' }} labels={labels} />);
    expect(markup).toContain('This card&#x27;s data is malformed (path:');
  });

  it('ToolCardHost ignores host paths that are not strings', () => {
    const markup = renderToString(
      <ToolCardHost workspace={5 as never} home={{} as never} now={Number.NaN}>
        <ToolCard intent={{ card: 'terminal', command: 'ls', cwd: 'src' }} />
      </ToolCardHost>,
    );
    expect(markup).toContain('data-card="terminal"');
    expect(markup).not.toContain('failed to draw');
  });

  it('createToolCard without options, or with a set it cannot read, gives a card that draws the raw data', () => {
    for (const options of [undefined, withThrowingGetter('cards'), { cards: throwingProxy() }]) {
      const Card = createToolCard(options as never);
      const markup = renderToString(<Card intent={{ card: 'generic', title: 'raw' }} />);
      expect(markup).toContain('data-card="generic"');
      expect(markup).toContain('not among this app');
    }
  });
});

describe('the async helpers given what they cannot read', () => {
  it('preloadCards rejects with its own error for a card set it cannot read', async () => {
    await expect(preloadCards(null as never)).rejects.toThrow(/^toolcards: could not read the card set/);
    await expect(preloadCards(withThrowingGetter('generic') as never)).rejects.toThrow(
      /^toolcards: could not read the card set: Error: getter generic exploded/,
    );
  });

  it.each([
    ['no options', undefined, /^toolcards: could not read preloadHighlighter's options/],
    ['langs that are not a list', { langs: 'ts' }, /^toolcards: preloadHighlighter takes \{ langs: string\[\] \}/],
    [
      'a language that is not a name',
      { langs: [Symbol('ts')] },
      /^toolcards: a language name must be a string, not symbol/,
    ],
    [
      'langs behind a proxy that throws',
      {
        langs: new Proxy([], {
          get: () => {
            throw new Error('no');
          },
        }),
      },
      /^toolcards: could not read preloadHighlighter's options: Error: no/,
    ],
  ])('preloadHighlighter rejects with its own error for %s', async (_what, options, message) => {
    await expect(preloadHighlighter(options as never)).rejects.toThrow(message);
  });
});
