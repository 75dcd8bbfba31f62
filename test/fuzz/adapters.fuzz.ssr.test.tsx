import fc from 'fast-check';
import { fromAiSdkToolPart, fromMcpToolResult } from '../../src/adapters/index';
import { parseIntent } from '../../src/protocol/index';
import { RUNS, TIMEOUT } from './describe-card-fuzz';
import { INTENT_ARBITRARIES, nastyString, smallValue } from './intent-arbitraries';

describe('fuzzing the adapters', () => {
  const part = fc.record(
    {
      type: fc.oneof(fc.constantFrom('tool-read', 'dynamic-tool', 'tool-', 'text'), nastyString),
      toolName: nastyString,
      toolCallId: nastyString,
      state: fc.oneof(
        fc.constantFrom(
          'input-streaming',
          'input-available',
          'output-available',
          'output-error',
          'approval-requested',
          'output-denied',
        ),
        nastyString,
      ),
      input: smallValue,
      output: fc.oneof(smallValue, INTENT_ARBITRARIES.terminal as fc.Arbitrary<unknown>),
      errorText: nastyString,
      title: nastyString,
      approval: smallValue,
    },
    { requiredKeys: [] },
  );

  it(
    `fromAiSdkToolPart gives a valid intent for any part, ${RUNS} runs`,
    () => {
      fc.assert(
        fc.property(fc.oneof(part, smallValue), (value) => {
          const intent = fromAiSdkToolPart(value);
          expect(parseIntent(intent).ok).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `fromMcpToolResult gives a valid intent for any result, ${RUNS} runs`,
    () => {
      const result = fc.record(
        {
          content: fc.oneof(smallValue, INTENT_ARBITRARIES.generic as fc.Arbitrary<unknown>),
          structuredContent: fc.oneof(smallValue, INTENT_ARBITRARIES.read as fc.Arbitrary<unknown>),
          isError: fc.oneof(fc.boolean(), smallValue),
        },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(nastyString, smallValue, fc.oneof(result, smallValue), (name, args, value) => {
          const intent = fromMcpToolResult(name, args, value);
          expect(parseIntent(intent).ok).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
