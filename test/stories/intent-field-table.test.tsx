import { render } from '@testing-library/react';
import * as v from 'valibot';
import { INTENT_FIELD_DOCS, type IntentFieldDoc } from '../../src/protocol/intent-field-docs';
import { RenderIntentSchema } from '../../src/protocol/intent-schema';
import { CARD_NAMES } from '../../src/protocol/index';
import { IntentFields, SharedIntentFields } from '../../stories/support/intent-field-table';

/*
 * The docs pages' field tables against the valibot schema itself (not the JSON Schema they are
 * drawn from): each shape of each card lists exactly its schema's fields, each with its line of
 * src/protocol/intent-field-docs.ts, so a field added, removed or renamed in the schema cannot be
 * missing from, or linger in, the Storybook docs.
 */

type Entries = Record<string, v.GenericSchema>;
interface Shape {
  label: string;
  entries: Entries;
}

function shapesOf(card: string): Shape[] {
  const option = RenderIntentSchema.options.find((schema) =>
    v.is(('options' in schema ? schema.options[0] : schema).entries.card, card),
  );
  if (option === undefined) throw new Error(`no schema for ${card}`);
  if (!('options' in option)) return [{ label: card, entries: option.entries as Entries }];
  return option.options.map((shape) => {
    const tag = (shape.entries as Entries)[option.key as string] as unknown as { literal: string };
    return { label: `${card}/${tag.literal}`, entries: shape.entries as Entries };
  });
}

function descriptionOf(label: string, field: string): string | undefined {
  const doc = (INTENT_FIELD_DOCS as Record<string, Record<string, string | IntentFieldDoc>>)[label]?.[field];
  return typeof doc === 'string' ? doc : doc?.description;
}

function rowsOf(table: Element | null): Map<string, string> {
  if (table === null) return new Map();
  return new Map(
    [...table.querySelectorAll('tbody tr')].map((row) => [
      row.getAttribute('data-field') ?? '',
      row.lastElementChild?.textContent ?? '',
    ]),
  );
}

describe("the docs pages' field tables", () => {
  const shared = rowsOf(render(<SharedIntentFields />).container.querySelector('table'));

  it.each(CARD_NAMES)(
    'list exactly the fields the schema gives each shape of the %s card, with its descriptions',
    (card) => {
      const { container } = render(<IntentFields card={card} />);
      for (const shape of shapesOf(card)) {
        const own = rowsOf(container.querySelector(`[data-field-table="${shape.label}"]`));
        expect(own.size, `${shape.label} has a table of its own fields`).toBeGreaterThan(0);
        const listed = new Map([...shared, ...own]);
        expect([...listed.keys()].sort(), shape.label).toEqual(Object.keys(shape.entries).sort());
        for (const name of Object.keys(shape.entries)) {
          const description = descriptionOf(shape.label, name);
          expect(description, `${shape.label}.${name} has a description in the schema`).toBeTruthy();
          const shown = (description ?? '').replace(/^\*ext\*:\s*/, '').replace(/`/g, '');
          expect(listed.get(name)?.toLowerCase(), `${shape.label}.${name}`).toBe(shown.toLowerCase());
        }
      }
    },
  );

  it('mark the fields this kit adds to DSH as ext, and say what an absent field means where the schema does', () => {
    const { container } = render(<IntentFields card="terminal" />);
    expect(container.querySelector('[data-field="command"] em')?.textContent).toBe('ext');
    expect(container.querySelector('[data-field="cwd"] em')).toBeNull();
    const common = render(<SharedIntentFields />).container;
    expect(common.querySelector('[data-field="status"] td:nth-child(3)')?.textContent).toBe('"success"');
    expect(common.querySelector('[data-field="status"] td:nth-child(2)')?.textContent).toBe(
      '"pending" | "running" | "success" | "error" | "cancelled"',
    );
  });
});
