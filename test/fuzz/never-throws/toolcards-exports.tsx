import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  builtInCards,
  createToolCard,
  defineCard,
  displayPath,
  languageFor,
  lazyCard,
  preloadCards,
  preloadHighlighter,
  resolveCwd,
  ToolCard,
  ToolCardHost,
  ToolTranscript,
} from '../../../src/index';
import { INTENT_ARBITRARIES } from '../intent-arbitraries';
import { anyString, anyValue, anyValueOr, made, objectWith, plain, type Made } from '../hostile-arbitraries';
import { settled, type NeverThrows } from './never-throws-property';

/*
 * What `toolcards` exports (the protocol's functions are `toolcards/protocol`'s alone: their
 * properties are in protocol-exports.ts). For the components, "never throws" means that server
 * rendering with any props draws a card; for the async functions, that the call returns a
 * promise that settles, resolved or rejected with the kit's own `Error`, never a synchronous throw.
 */

const anyField: fc.Arbitrary<Made> = fc.oneof(anyString.map(plain), anyValue);

/** An intent of any card, valid or nearly, or anything at all. */
const intent: fc.Arbitrary<Made> = fc.oneof(
  fc.constantFrom(...Object.values(INTENT_ARBITRARIES)).chain((arbitrary) => arbitrary.map(plain)),
  anyValue,
);

const LABEL_KEYS = [
  'untitled',
  'copy',
  'error',
  'status',
  'drawFailed',
  'notAnObject',
  'unrecognizedCard',
  'invalidIntent',
  'statusAnnouncement',
  'moreLocations',
  'terminal',
  'generic',
];

/**
 * Labels with some keys of any value: a string where a function belongs, a class (which throws when called), a proxy.
 */
const labels: fc.Arbitrary<Made> = fc.oneof(anyValue, objectWith(LABEL_KEYS, anyField));

/** Every prop of `<ToolCard>`, each any value. */
const toolCardProps: fc.Arbitrary<Made> = fc
  .tuple(
    intent,
    objectWith(
      [
        'open',
        'defaultOpen',
        'onOpenChange',
        'className',
        'classNames',
        'style',
        'unstyled',
        'theme',
        'onOpenLocation',
        'onApprove',
        'onDeny',
        'headingLevel',
      ],
      anyField,
    ),
    labels,
  )
  .map(([makeIntent, makeProps, makeLabels]) =>
    made(`{ intent: ${String(makeIntent)}, labels: ${String(makeLabels)}, ...${String(makeProps)} }`, () => {
      // React copies the props it is given into a plain object: the values are hostile, the object is not.
      const props: Record<string, unknown> = {};
      try {
        Object.assign(props, makeProps());
      } catch {
        // A proxy whose traps throw as the props object itself: JSX cannot make one, so it stands for no other props.
      }
      return { ...props, intent: makeIntent(), labels: makeLabels() };
    }),
  );

function expectCard(markup: string): void {
  expect(markup).toMatch(/^<!--&--><article data-toolcard=""/);
}

/** A card set: the built-in one, an empty one, one with hostile entries, or any value. */
const cardSet: fc.Arbitrary<Made> = fc.oneof(
  fc.constant(plain(builtInCards)),
  fc.constant(plain({})),
  anyValue,
  objectWith(['generic', 'terminal', 'read', 'web', 'constructor'], anyValue),
  objectWith(['generic', 'terminal'], anyValue, { ...builtInCards }),
);

/** Host paths: strings of any kind, or any value. */
const hostPaths: fc.Arbitrary<Made> = fc.oneof(
  anyValueOr(['workspace', 'home']),
  objectWith(
    ['workspace', 'home'],
    fc.oneof(anyString.map(plain), fc.constantFrom('/home/me', '/home/me/project', 'C:\\work', '/').map(plain)),
  ),
);

const pathLike: fc.Arbitrary<Made> = fc.oneof(
  anyValue,
  anyString.map(plain),
  fc.constantFrom('/home/me/project/src/a.ts', '../x', './a/../b', 'C:\\work\\a.ts', '~/x').map(plain),
);

/** The exports that are components (`createToolCard` makes one): each run draws a card. */
export const TOOLCARDS_COMPONENTS: readonly string[] = ['ToolCard', 'ToolCardHost', 'createToolCard', 'ToolTranscript'];

/** `toolcards`' own exports, by name. */
export const TOOLCARDS_EXPORTS: Record<string, NeverThrows> = {
  ToolCard: {
    property: fc.property(toolCardProps, (make) => {
      expectCard(renderToString(createElement(ToolCard, make() as never)));
    }),
  },
  ToolTranscript: {
    // Any items (ids of any type, duplicated or missing; intents of any shape) and any values of its options: a feed is
    // drawn.
    property: fc.property(
      fc.array(fc.tuple(anyField, intent), { maxLength: 4 }),
      fc.record(
        { follow: fc.anything(), startAt: fc.anything(), initialItems: fc.anything(), estimateItemSize: fc.anything() },
        { requiredKeys: [] },
      ),
      (entries, options) => {
        const items = entries.map(([makeId, makeIntent]) => ({ id: makeId(), intent: makeIntent() }));
        expect(renderToString(createElement(ToolTranscript, { ...options, items } as never))).toContain('role="feed"');
      },
    ),
  },
  ToolCardHost: {
    property: fc.property(objectWith(['workspace', 'home', 'now'], anyField), intent, (makeProps, makeIntent) => {
      const props = { ...(hostPropsOf(makeProps) as object) };
      expectCard(renderToString(createElement(ToolCardHost, props, createElement(ToolCard, { intent: makeIntent() }))));
    }),
  },
  createToolCard: {
    property: fc.property(
      fc.oneof(
        anyValueOr(['cards']),
        cardSet.map((cards) => made(`{ cards: ${String(cards)} }`, () => ({ cards: cards() }))),
      ),
      intent,
      (makeOptions, makeIntent) => {
        const Card = createToolCard(makeOptions() as never);
        expect(typeof Card).toBe('function');
        expectCard(renderToString(createElement(Card, { intent: makeIntent() })));
      },
    ),
  },
  defineCard: {
    property: fc.property(anyValue, (make) => {
      const definition = make();
      expect(defineCard(definition as never)).toBe(definition);
    }),
  },
  lazyCard: {
    property: fc.property(anyValue, (make) => {
      const definition = make();
      expect(lazyCard(definition as never)).toBe(definition);
    }),
  },
  preloadCards: {
    property: fc.asyncProperty(fc.oneof(cardSet, fc.constant(plain(undefined))), async (make) => {
      await settled(preloadCards(make() as never));
    }),
  },
  displayPath: {
    property: fc.property(pathLike, hostPaths, (path, host) => {
      const value = path();
      const shown = displayPath(value, host());
      expect(typeof shown).toBe(typeof value === 'string' ? 'string' : 'undefined');
    }),
  },
  resolveCwd: {
    property: fc.property(pathLike, hostPaths, (cwd, host) => {
      expect(['string', 'undefined']).toContain(typeof resolveCwd(cwd() as string, host() as never));
    }),
  },
  preloadHighlighter: {
    property: fc.asyncProperty(
      fc.oneof(
        anyValueOr(['langs']),
        objectWith(
          ['langs'],
          fc.oneof(
            anyValue,
            fc
              .array(anyField, { maxLength: 3 })
              .map((items) => made(`[${items.join(', ')}]`, () => items.map((item) => item()))),
          ),
        ),
      ),
      async (make) => {
        await settled(preloadHighlighter(make() as never));
      },
    ),
  },
  languageFor: {
    property: fc.property(
      fc.oneof(
        anyValueOr(['lang', 'path']),
        objectWith(
          ['lang', 'path'],
          fc.oneof(anyField, fc.constantFrom('ts', 'text', 'a.py', 'Dockerfile', 'constructor').map(plain)),
        ),
      ),
      (make) => {
        const language = languageFor(make() as never);
        if (language !== undefined) expect(language).toMatch(/^[a-z0-9+#-]+$/);
      },
    ),
  },
};

/** The host's props as React hands them over: a plain object (a props object itself cannot be a proxy). */
function hostPropsOf(make: Made): unknown {
  try {
    return { ...(make() as object) };
  } catch {
    return {};
  }
}
