import type { ReactNode } from 'react';
import type { CardName } from '../../src/protocol/intent-types';
import {
  intentVariants,
  ownIntentFields,
  sharedIntentFields,
  type IntentField,
  type IntentVariant,
} from './intent-fields';
import { InlineCode } from './inline-code';

/** One table of fields: name, type, what an absent field means, and the schema's description. */
function FieldTable({ fields, label }: { fields: readonly IntentField[]; label: string }): ReactNode {
  return (
    <table data-field-table={label}>
      <thead>
        <tr>
          <th scope="col">field</th>
          <th scope="col">type</th>
          <th scope="col">absent means</th>
          <th scope="col">what it is</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name} data-field={field.name}>
            <td>
              <code>{field.name}</code>
              {field.required ? ' (required)' : null}
              {field.ext ? (
                <>
                  {' '}
                  <em title="This kit's addition to DSH's render intents">ext</em>
                </>
              ) : null}
            </td>
            <td>
              <code>{field.type}</code>
            </td>
            <td>{field.absentMeans === undefined ? null : <code>{field.absentMeans}</code>}</td>
            <td>
              <InlineCode text={field.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const variantLabel = (variant: IntentVariant) =>
  variant.tag === undefined ? variant.card : `${variant.card}/${variant.tag.value}`;

/**
 * The fields a card reads beyond the ones every card shares ({@link SharedIntentFields}), one
 * table per shape of the card (`shape: "matches"` and `"paths"`, say), generated from the
 * protocol's JSON Schema: a docs block for the card pages.
 */
export function IntentFields({ card }: { card: CardName }): ReactNode {
  const shared = sharedIntentFields();
  const variants = intentVariants().filter((variant) => variant.card === card);
  return (
    <div data-intent-fields={card}>
      {variants.map((variant) => (
        <section key={variantLabel(variant)} aria-label={`Fields of ${variantLabel(variant)}`}>
          {variant.tag === undefined ? null : (
            <p>
              <strong>
                <code>{`${variant.tag.field}: ${JSON.stringify(variant.tag.value)}`}</code>
              </strong>
            </p>
          )}
          <FieldTable label={variantLabel(variant)} fields={ownIntentFields(variant, shared)} />
        </section>
      ))}
    </div>
  );
}

/** The fields every card accepts, alike, from the protocol's JSON Schema: a docs block. */
export function SharedIntentFields(): ReactNode {
  return <FieldTable label="shared" fields={sharedIntentFields()} />;
}
