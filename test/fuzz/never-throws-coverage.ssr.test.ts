import * as adapters from '../../src/adapters/index';
import * as toolcards from '../../src/index';
import * as protocol from '../../src/protocol/index';
import { ADAPTERS_EXPORTS } from './never-throws/adapters-exports';
import { PROTOCOL_EXPORTS } from './never-throws/protocol-exports';
import { TOOLCARDS_EXPORTS } from './never-throws/toolcards-exports';

/*
 * Every function (and component) an entry exports has its "never throws" property, so a new
 * export cannot go without one: adding an export fails here until its property is written
 * (in test/fuzz/never-throws/, in the table of its entry) or, for a value that is not a
 * function, until it is listed below.
 */

/** Exports that are data, not functions: nothing to call. */
const VALUES: Record<string, readonly string[]> = {
  toolcards: [
    'builtInCards',
    'genericCard',
    'terminalCard',
    'diffCard',
    'readCard',
    'searchCard',
    'webCard',
    'DEFAULT_LABELS',
  ],
  'toolcards/protocol': ['DRAWABLE_IMAGE_TYPES', 'RenderIntentSchema', 'CARD_NAMES'],
  'toolcards/adapters': [],
};

const ENTRIES: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['toolcards', toolcards, TOOLCARDS_EXPORTS],
  ['toolcards/protocol', protocol, PROTOCOL_EXPORTS],
  ['toolcards/adapters', adapters, ADAPTERS_EXPORTS],
];

/** A function, or a component React made an object of (`forwardRef`, `memo`): both are called with props. */
const callable = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

describe.each(ENTRIES)('the exports of %s', (entry, module, table) => {
  const functions = Object.keys(module).filter((name) => callable(module[name]));

  it('each function and component has a never-throws property', () => {
    const missing = functions.filter((name) => !Object.hasOwn(table, name));
    expect(missing).toEqual([]);
  });

  it('each property is of a function the entry exports', () => {
    expect(Object.keys(table).filter((name) => !functions.includes(name))).toEqual([]);
  });

  it('every other export is a value listed as one', () => {
    expect(
      Object.keys(module)
        .filter((name) => !functions.includes(name))
        .sort(),
    ).toEqual([...(VALUES[entry] as readonly string[])].sort());
  });
});

it('the check sees the functions: toolcards exports components, the protocol its helpers', () => {
  expect(Object.keys(TOOLCARDS_EXPORTS)).toEqual(
    expect.arrayContaining(['ToolCard', 'ToolCardHost', 'createToolCard', 'preloadCards']),
  );
  expect(Object.keys(PROTOCOL_EXPORTS)).toEqual(expect.arrayContaining(['parseIntent', 'combineViews', 'safeHref']));
});
