import type { ReactElement } from 'react';
import { ToolCard, ToolCardHost } from '../../src/index';
import { combineViews, type RenderIntent } from '../../src/protocol/index';
import { settledRecord } from '../fixtures/dsh-record';
import { loadDshCalls } from '../fixtures/load-dsh-views';
import { loadIntentFixtures } from '../fixtures/load-intents';

/** One card as an app first draws it: a name to find it by in the record, and the element. */
export interface FirstMarkupCase {
  name: string;
  element: ReactElement;
}

/**
 * Every fixture intent (test/fixtures/intents) and every real DSH call (test/fixtures/dsh-views,
 * settled and running), each closed by default and opened: the cards whose first markup the
 * record in test/fixtures/first-markup holds. With `highlightFirstMarkup`, each in a
 * `<ToolCardHost highlightFirstMarkup>`, as a host that sends highlighted server markup draws it.
 */
export function firstMarkupCases({ highlightFirstMarkup = false } = {}): FirstMarkupCase[] {
  const intents: [string, unknown][] = [
    ...loadIntentFixtures().map(([name, intent]): [string, unknown] => [`intent ${name}`, intent]),
    ...loadDshCalls().flatMap((call): [string, unknown][] => [
      [`dsh ${call.id} settled`, combineViews(settledRecord(call))],
      [`dsh ${call.id} running`, combineViews({ tool: call.tool, args: call.args, call: call.callView })],
    ]),
  ];
  const hosted = (card: ReactElement) =>
    highlightFirstMarkup ? <ToolCardHost highlightFirstMarkup>{card}</ToolCardHost> : card;
  return intents.flatMap(([name, intent]) => [
    { name: `${name}, default`, element: hosted(<ToolCard intent={intent as RenderIntent} />) },
    { name: `${name}, open`, element: hosted(<ToolCard intent={intent as RenderIntent} defaultOpen />) },
  ]);
}

/**
 * The record's text: each case's markup on its own line under its name, so a change diffs by
 * card. A markup equal to an earlier case's, or to the same case's in `base` (another record),
 * is written as a reference to it, which keeps the record a third of its size.
 */
export function markupRecord(
  rows: readonly { name: string; markup: string }[],
  base: ReadonlyMap<string, string> = new Map(),
): string {
  const seen = new Map<string, string>();
  return rows
    .map(({ name, markup }) => {
      const same = base.get(name) === markup ? 'the same case there' : seen.get(markup);
      seen.set(markup, seen.get(markup) ?? name);
      return `== ${name}\n${same === undefined ? markup : `(same as ${same})`}\n`;
    })
    .join('');
}
