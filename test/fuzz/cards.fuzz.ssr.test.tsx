import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { fromAiSdkToolPart, fromMcpToolResult } from '../../src/adapters/index';
import { ToolCard } from '../../src/index';
import { combineViews, parseIntent } from '../../src/protocol/index';
import { INTENT_ARBITRARIES, inputSize, nastyString, smallValue } from './intent-arbitraries';

/*
 * Properties over every card, on the server: whatever the intent, `parseIntent`, `combineViews`,
 * the adapters and `renderToString` return (never throw), and the markup stays in proportion to
 * the input. 10,000 runs per card by default; `FUZZ_RUNS=200000 npm run fuzz` runs more.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** No wall-clock limit that a loaded CI machine could hit: the run count, not time, bounds the work. */
const TIMEOUT = 60 * 60_000;
/** Markup allowed per unit of input (escaping `"` as `&quot;` is 6×, and a text may be drawn in a tooltip too). */
const MARKUP_PER_INPUT_UNIT = 40;
/** Markup allowed for any card, empty or not: the frame, its header, buttons and labels. */
const MARKUP_BASE = 12_000;

function renderCard(intent: unknown): string {
  return renderToString(<ToolCard intent={intent} />);
}

describe.each(Object.entries(INTENT_ARBITRARIES))('fuzzing the %s card', (_card, arbitrary) => {
  it(`parseIntent reports and renderToString draws a card in bounded markup, ${RUNS} runs`, () => {
    fc.assert(
      fc.property(arbitrary, (intent) => {
        const parsed = parseIntent(intent);
        expect(typeof parsed.ok).toBe('boolean');
        const markup = renderCard(intent);
        expect(markup.startsWith('<div data-toolcard=""')).toBe(true);
        expect(markup.length).toBeLessThanOrEqual(MARKUP_BASE + MARKUP_PER_INPUT_UNIT * inputSize(intent));
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);

  it(`combineViews merges it as a pending or a result view without throwing, ${RUNS} runs`, () => {
    fc.assert(
      fc.property(arbitrary, arbitrary, fc.option(smallValue, { nil: undefined }), fc.constantFrom(undefined, 'running', 'success'), (call, result, content, status) => {
        const merged = combineViews({ tool: 'fuzz', call, result, content: content as never, status: status as never });
        expect(typeof merged).toBe('object');
        expect(typeof parseIntent(merged).ok).toBe('boolean');
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);
});

describe('fuzzing the adapters', () => {
  const part = fc.record(
    {
      type: fc.oneof(fc.constantFrom('tool-read', 'dynamic-tool', 'tool-', 'text'), nastyString),
      toolName: nastyString,
      toolCallId: nastyString,
      state: fc.oneof(fc.constantFrom('input-streaming', 'input-available', 'output-available', 'output-error', 'approval-requested', 'output-denied'), nastyString),
      input: smallValue,
      output: fc.oneof(smallValue, INTENT_ARBITRARIES.terminal as fc.Arbitrary<unknown>),
      errorText: nastyString,
      title: nastyString,
      approval: smallValue,
    },
    { requiredKeys: [] },
  );

  it(`fromAiSdkToolPart gives a valid intent for any part, ${RUNS} runs`, () => {
    fc.assert(
      fc.property(fc.oneof(part, smallValue), (value) => {
        const intent = fromAiSdkToolPart(value);
        expect(parseIntent(intent).ok).toBe(true);
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);

  it(`fromMcpToolResult gives a valid intent for any result, ${RUNS} runs`, () => {
    const result = fc.record(
      { content: fc.oneof(smallValue, INTENT_ARBITRARIES.generic as fc.Arbitrary<unknown>), structuredContent: fc.oneof(smallValue, INTENT_ARBITRARIES.read as fc.Arbitrary<unknown>), isError: fc.oneof(fc.boolean(), smallValue) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(nastyString, smallValue, fc.oneof(result, smallValue), (name, args, value) => {
        const intent = fromMcpToolResult(name, args, value);
        expect(parseIntent(intent).ok).toBe(true);
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);
});
