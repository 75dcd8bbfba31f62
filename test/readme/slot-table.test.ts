import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SLOT_TABLE_END, SLOT_TABLE_START, slotTable, withSlotTable } from '../../scripts/slot-table.mjs';
import { SHARED_SLOTS, SLOTS_BY_CARD, TRANSCRIPT_SLOTS } from '../../src/shell/tool-card-slots';

describe('the slot table of docs/data-slots.md', () => {
  it('is the table the typed slot lists give (run `npm run docs:slots` after changing a list)', () => {
    const readme = readFileSync(resolve(process.cwd(), 'docs/data-slots.md'), 'utf8');
    expect(readme).toContain(SLOT_TABLE_START);
    expect(readme).toContain(SLOT_TABLE_END);
    expect(readme).toBe(withSlotTable(readme, slotTable(SHARED_SLOTS, SLOTS_BY_CARD, TRANSCRIPT_SLOTS)));
  });

  it('names every slot of every list once per list, with a pipe in a description escaped', () => {
    const table = slotTable({ a: 'one | two' }, { terminal: { b: 'three' } });
    expect(table).toContain('| `a` | one \\| two |');
    expect(table).toContain('`[data-card="terminal"]`');
    expect(table).toContain('| `b` | three |');
  });
});
