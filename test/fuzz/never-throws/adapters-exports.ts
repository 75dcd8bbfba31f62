import fc from 'fast-check';
import { fromAiSdkToolPart, fromMcpToolResult, toolNameOfPart } from '../../../src/adapters/index';
import { parseIntent } from '../../../src/protocol/index';
import { INTENT_ARBITRARIES } from '../intent-arbitraries';
import { anyString, anyValue, anyValueOr, made, objectWith, plain, type Made } from '../hostile-arbitraries';
import type { NeverThrows } from './never-throws-property';

/*
 * The adapters (`toolcards/adapters`): any part, result and options, hostile ones included, give
 * a valid intent. The options' presenters are hostile values too (a class throws when called, a
 * function returns no intent), so the presenter-problem path runs as well.
 */

const PART_STATES = [
  'input-streaming',
  'input-available',
  'output-available',
  'output-error',
  'approval-requested',
  'approval-responded',
  'output-denied',
];

const anyField: fc.Arbitrary<Made> = fc.oneof(anyString.map(plain), anyValue);

const part: fc.Arbitrary<Made> = fc.oneof(
  anyValueOr([
    'type',
    'toolName',
    'toolCallId',
    'state',
    'input',
    'rawInput',
    'output',
    'errorText',
    'title',
    'approval',
    'preliminary',
  ]),
  fc
    .tuple(fc.constantFrom('tool-read', 'tool-bash', 'dynamic-tool', 'tool-'), fc.constantFrom(...PART_STATES))
    .chain(([type, state]) =>
      objectWith(
        ['toolName', 'input', 'rawInput', 'output', 'errorText', 'title', 'approval'],
        fc.oneof(anyField, (INTENT_ARBITRARIES.terminal as fc.Arbitrary<unknown>).map(plain)),
        { type, state, toolName: 'bash' },
      ),
    ),
);

const mcpResult: fc.Arbitrary<Made> = fc.oneof(
  anyValueOr(['content', 'structuredContent', 'isError', '_meta']),
  objectWith(
    ['structuredContent', 'isError'],
    fc.oneof(anyField, (INTENT_ARBITRARIES.read as fc.Arbitrary<unknown>).map(plain)),
    { content: [] },
  ),
);

/** Options whose presenters are any values: functions that return nothing, classes that throw when called, proxies. */
const options: fc.Arbitrary<Made> = fc.oneof(
  anyValueOr(['present', 'onPresenterError', 'presentWithoutInput']),
  fc
    .tuple(objectWith(['bash', 'read', 'x', 'constructor', '__proto__'], anyValue), anyValue, anyValue)
    .map(([present, onPresenterError, presentWithoutInput]) =>
      made(
        `{ present: ${String(present)}, onPresenterError: ${String(onPresenterError)}, presentWithoutInput: ${String(presentWithoutInput)} }`,
        () => ({
          present: present(),
          onPresenterError: onPresenterError(),
          presentWithoutInput: presentWithoutInput(),
        }),
      ),
    ),
);

function expectValidIntent(intent: unknown): void {
  const parsed = parseIntent(intent);
  expect(parsed.ok ? [] : parsed.errors).toEqual([]);
}

/** The adapters, by export name. */
export const ADAPTERS_EXPORTS: Record<string, NeverThrows> = {
  fromAiSdkToolPart: {
    property: fc.property(part, options, (makePart, makeOptions) => {
      expectValidIntent(fromAiSdkToolPart(makePart(), makeOptions() as never));
    }),
  },
  fromMcpToolResult: {
    property: fc.property(
      fc.oneof(anyString.map(plain), fc.constantFrom('bash', 'read').map(plain), anyValue),
      anyValue,
      mcpResult,
      options,
      (name, args, result, makeOptions) => {
        expectValidIntent(fromMcpToolResult(name() as string, args(), result(), makeOptions() as never));
      },
    ),
  },
  toolNameOfPart: {
    property: fc.property(part, (make) => {
      const name = toolNameOfPart(make());
      if (name !== undefined) expect(name).toMatch(/^[\s\S]+$/);
    }),
  },
};
