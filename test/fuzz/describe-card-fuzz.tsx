import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { ToolCard } from '../../src/index';
import { combineViews, parseIntent } from '../../src/protocol/index';
import { INTENT_ARBITRARIES, inputSize, smallValue } from './intent-arbitraries';

/*
 * Properties over every card, on the server: whatever the intent, `parseIntent`, `combineViews`,
 * the adapters and `renderToString` return (never throw), and the markup stays in proportion to
 * the input. 10,000 runs per card by default; `npm run fuzz` runs more (`FUZZ_RUNS`). One file
 * per card, so the runner spreads them over the machine's cores.
 */

/** Runs per property. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** No wall-clock limit that a loaded CI machine could hit: the run count, not time, bounds the work. */
export const TIMEOUT = 60 * 60_000;
/** Markup allowed per unit of input (escaping `"` as `&quot;` is 6×, and a text may be drawn in a tooltip too). */
const MARKUP_PER_INPUT_UNIT = 40;
/** Markup allowed for any card, empty or not: the frame, its header, buttons and labels. */
const MARKUP_BASE = 12_000;

function renderCard(intent: unknown): string {
  return renderToString(<ToolCard intent={intent} />);
}

/** The fuzz properties of one card's generator (see intent-arbitraries.ts). */
export function describeCardFuzz(card: keyof typeof INTENT_ARBITRARIES): void {
  const arbitrary = INTENT_ARBITRARIES[card] as fc.Arbitrary<unknown>;
  describe(`fuzzing the ${card} card`, () => {
    it(
      `parseIntent reports and renderToString draws a card in bounded markup, ${RUNS} runs`,
      () => {
        fc.assert(
          fc.property(arbitrary, (intent) => {
            const parsed = parseIntent(intent);
            expect(typeof parsed.ok).toBe('boolean');
            const markup = renderCard(intent);
            expect(markup.startsWith('<!--&--><article data-toolcard=""')).toBe(true);
            expect(markup.length).toBeLessThanOrEqual(MARKUP_BASE + MARKUP_PER_INPUT_UNIT * inputSize(intent));
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );

    it(
      `combineViews merges it as a pending or a result view without throwing, ${RUNS} runs`,
      () => {
        fc.assert(
          fc.property(
            arbitrary,
            arbitrary,
            fc.option(smallValue, { nil: undefined }),
            fc.constantFrom(undefined, 'running', 'success'),
            (call, result, content, status) => {
              const merged = combineViews({
                tool: 'fuzz',
                call,
                result,
                content: content as never,
                status: status as never,
              });
              expect(typeof merged).toBe('object');
              expect(typeof parseIntent(merged).ok).toBe('boolean');
            },
          ),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  });
}
