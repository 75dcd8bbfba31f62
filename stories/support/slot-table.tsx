import type { ReactNode } from 'react';
import type { CardName } from '../../src/protocol/intent-types';
import type { SlotList } from '../../src/slots/slot-list';
import { SHARED_SLOTS, SLOTS_BY_CARD } from '../../src/shell/tool-card-slots';
import { InlineCode } from './inline-code';

function SlotRows({ slots, label }: { slots: SlotList; label: string }): ReactNode {
  return (
    <table data-slot-table={label}>
      <thead>
        <tr>
          <th scope="col">
            <code>data-slot</code>
          </th>
          <th scope="col">what it is</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(slots).map(([name, description]) => (
          <tr key={name} data-slot-name={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <InlineCode text={description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A card's own `data-slot` parts, from the same lists as docs/data-slots.md's generated table
 * (`src/cards/<card>/<card>-slots.ts`): a docs block for the card pages.
 */
export function CardSlots({ card }: { card: CardName }): ReactNode {
  return <SlotRows label={card} slots={SLOTS_BY_CARD[card]} />;
}

/** The parts every card draws (`src/slots/shared-slots.ts`): a docs block. */
export function SharedSlots(): ReactNode {
  return <SlotRows label="shared" slots={SHARED_SLOTS} />;
}
