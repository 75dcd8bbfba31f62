import { cleanup, render } from '@testing-library/react';
import { normalizeIds, setupToolcardsTesting } from '../../src/testing/index';
import { expectCleanHydration } from '../support/expect-clean-hydration';
import { firstMarkupCases, markupRecord } from './first-markup-cases';

/*
 * What a host's snapshot tests and its hydration see of every fixture card, against a record
 * made from the code before the highlighting runtime, the terminal's find and the diff's extras
 * moved into lazy chunks (the server side is first-markup.ssr.test.tsx). Re-record a deliberate
 * change with `npx vitest run --project unit -u test/first-markup`.
 */

beforeAll(() => setupToolcardsTesting());

describe('the first markup of every card on the client', () => {
  it('gives toolcards/testing snapshots equal to the record', async () => {
    const rows = firstMarkupCases().map(({ name, element }) => {
      const { container } = render(element);
      // What a snapshot of the container holds once toolcardsSnapshotSerializer renamed its ids.
      const markup = normalizeIds(container.innerHTML);
      cleanup();
      return { name, markup };
    });
    expect(rows.some(({ markup }) => markup.includes('data-slot="token"'))).toBe(true);
    const record = markupRecord(rows);
    await expect(record).toMatchFileSnapshot('../fixtures/first-markup/testing-snapshots.txt');
  });

  it('hydrates every card’s plain server markup with no mismatch, grammars loaded or not', async () => {
    for (const { element } of firstMarkupCases())
      expect(await expectCleanHydration(element, { highlightsAfter: true })).not.toContain('data-slot="token"');
  });

  it('hydrates every card’s highlighted server markup (highlightFirstMarkup) with no mismatch', async () => {
    const markups = [];
    for (const { element } of firstMarkupCases({ highlightFirstMarkup: true }))
      markups.push(await expectCleanHydration(element));
    expect(markups.some((markup) => markup.includes('data-slot="token"'))).toBe(true);
  });
});
