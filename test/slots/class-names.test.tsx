import { cleanup, render } from '@testing-library/react';
import { ToolCard, type ToolCardClassNames } from '../../src/index';
import { setupToolcardsTesting } from '../../src/testing/index';
import { SHARED_SLOTS, SLOTS_BY_CARD } from '../../src/shell/tool-card-slots';
import { SLOT_SCENARIOS, type DrawCard } from './slot-scenarios';

// One class per slot, named after it, so an element carrying another slot's class shows up too.
const classNames: ToolCardClassNames = { root: 'host-root' };
for (const list of [SHARED_SLOTS, ...Object.values(SLOTS_BY_CARD)]) {
  for (const slot of Object.keys(list) as (keyof ToolCardClassNames)[]) classNames[slot] = `host-${slot}`;
}

const misses: string[] = [];
let checked = 0;

beforeAll(async () => {
  await setupToolcardsTesting({ langs: ['javascript', 'typescript', 'json'] });
  for (const scenario of SLOT_SCENARIOS) {
    const draw: DrawCard = (intent, props) => render(<ToolCard intent={intent} {...props} classNames={classNames} />);
    scenario.run(draw);
    for (const root of document.querySelectorAll('[data-toolcard]')) {
      if (!root.classList.contains('host-root')) misses.push(`${scenario.name}: root`);
    }
    for (const element of document.querySelectorAll('[data-toolcard] [data-slot]')) {
      checked++;
      const slot = element.getAttribute('data-slot') ?? '';
      const hostClasses = [...element.classList].filter((name) => name.startsWith('host-'));
      if (hostClasses.join(' ') !== `host-${slot}`)
        misses.push(`${scenario.name}: [data-slot="${slot}"] has "${hostClasses.join(' ')}"`);
    }
    cleanup();
  }
});

describe('classNames', () => {
  it("reaches every part of every card: each element gets its own slot's class, and only that", () => {
    expect(checked).toBeGreaterThan(1000);
    expect([...new Set(misses)]).toEqual([]);
  });

  it('takes any slot of the lists, and nothing else, by type', () => {
    const fine: ToolCardClassNames = {
      toolbar: 'a',
      'file-header': 'b',
      'json-tree': 'c',
      'input-text': 'd',
      root: 'e',
    };
    // @ts-expect-error: not a slot of any card (the camel-cased key of 0.1 is gone too)
    const wrong: ToolCardClassNames = { jsonTree: 'x' };
    expect([fine, wrong]).toHaveLength(2);
  });
});
