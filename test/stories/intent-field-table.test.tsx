import { render } from '@testing-library/react';
import * as v from 'valibot';
import { RenderIntentSchema } from '../../src/protocol/intent-schema';
import { CARD_NAMES } from '../../src/protocol/index';
import { IntentFields, SharedIntentFields } from '../../stories/support/intent-field-table';

/*
 * The docs pages' field tables against the valibot schema itself (not the JSON Schema they are
 * drawn from): each shape of each card lists exactly its schema's fields, each with the schema's
 * description, so a field added, removed or renamed in src/protocol/intent-schema.ts cannot be
 * missing from, or linger in, the Storybook docs.
 */

type Entries = Record<string, v.GenericSchema>;
interface Shape {
  label: string;
  entries: Entries;
}

function shapesOf(card: string): Shape[] {
  const option = RenderIntentSchema.options.find((schema) => {
    const first = 'options' in schema ? schema.options[0] : schema;
    return v.is(first.entries.card as v.GenericSchema, card);
  });
  if (option === undefined) throw new Error(`no schema for ${card}`);
  if (!('options' in option)) return [{ label: card, entries: option.entries as Entries }];
  return option.options.map((shape) => {
    const key = option.key as string;
    const tag = (shape.entries as Entries)[key] as v.GenericSchema & { pipe: [{ literal: string }] };
    return { label: `${card}/${tag.pipe[0].literal}`, entries: shape.entries as Entries };
  });
}

function descriptionOf(schema: v.GenericSchema): string | undefined {
  const inner = schema.type === 'optional' ? (schema as unknown as { wrapped: v.GenericSchema }).wrapped : schema;
  return v.getDescription(inner as Parameters<typeof v.getDescription>[0]);
}

function rowsOf(table: Element | null): Map<string, string> {
  if (table === null) return new Map();
  return new Map([...table.querySelectorAll('tbody tr')].map((row) => [row.getAttribute('data-field') ?? '', row.lastElementChild?.textContent ?? '']));
}

describe("the docs pages' field tables", () => {
  const shared = rowsOf(render(<SharedIntentFields />).container.querySelector('table'));

  it.each(CARD_NAMES)('list exactly the fields the schema gives each shape of the %s card, with its descriptions', (card) => {
    const { container } = render(<IntentFields card={card} />);
    for (const shape of shapesOf(card)) {
      const own = rowsOf(container.querySelector(`[data-field-table="${shape.label}"]`));
      expect(own.size, `${shape.label} has a table of its own fields`).toBeGreaterThan(0);
      const listed = new Map([...shared, ...own]);
      expect([...listed.keys()].sort(), shape.label).toEqual(Object.keys(shape.entries).sort());
      for (const [name, schema] of Object.entries(shape.entries)) {
        const description = descriptionOf(schema);
        expect(description, `${shape.label}.${name} has a description in the schema`).toBeTruthy();
        const shown = (description ?? '').replace(/^\*ext\*:\s*/, '').replace(/`/g, '');
        expect(listed.get(name)?.toLowerCase(), `${shape.label}.${name}`).toBe(shown.toLowerCase());
      }
    }
  });

  it('mark the fields this kit adds to DSH as ext, and say what an absent field means where the schema does', () => {
    const { container } = render(<IntentFields card="terminal" />);
    expect(container.querySelector('[data-field="command"] em')?.textContent).toBe('ext');
    expect(container.querySelector('[data-field="cwd"] em')).toBeNull();
    const common = render(<SharedIntentFields />).container;
    expect(common.querySelector('[data-field="status"] td:nth-child(3)')?.textContent).toBe('"success"');
    expect(common.querySelector('[data-field="status"] td:nth-child(2)')?.textContent).toBe('"pending" | "running" | "success" | "error" | "cancelled"');
  });
});
