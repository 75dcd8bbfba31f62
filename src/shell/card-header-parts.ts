import type { CardPlan } from './card-plan';
import type { AnyCardHeaderPart, AnyLazyCardDefinition } from '../cards/card-definition';
import { withoutErrorEcho } from '../protocol/error-echo';
import { checkIntent } from '../protocol/parse-intent';

/** What a card's header addition and its Copy are drawn from: the parts, the intent, the model they read. */
export interface PlannedHeaderPart {
  /** The card's header addition, copy text and copy label: a whole definition's, or a lazy card's header part. */
  part: Pick<
    AnyCardHeaderPart,
    'Header' | 'copyText' | 'copyLabel' | 'previewsWhenClosed' | 'LoadingPreview' | 'loadingRoom'
  >;
  /** The intent, checked against the card's schema. */
  intent: { card: string };
  /** The model the parts read: the card's whole model, or the header model of its header part. */
  model: unknown;
}

/**
 * A lazy card's header part for a value, before the card's code is there: checked against the
 * part's schema and made into the intent exactly as the loaded card's plan makes it, so the header
 * and Copy match the loaded card's. `undefined` (a header of icon and title, the raw data copied)
 * when the card has no header part, the value fails the schema (the loaded card will show it
 * raw) or the header model throws.
 */
export function planLoadingHeader(entry: AnyLazyCardDefinition, value: unknown): PlannedHeaderPart | undefined {
  try {
    const part = entry.header;
    if (part === undefined) return undefined;
    const parsed = checkIntent<{ card: string }>(value, () => part.schema);
    if (!parsed.ok) return undefined;
    // As the loaded card's plan: the error area shows the error, the copy does not repeat it.
    const intent = withoutErrorEcho(parsed.intent);
    return { part, intent, model: part.headerModel(intent) };
  } catch {
    return undefined;
  }
}

/** What a plan's header addition and Copy are drawn from: the card's, loaded or not; `undefined` for raw data. */
export function headerPartOf(plan: CardPlan): PlannedHeaderPart | undefined {
  if (plan.type === 'card') return { part: plan.definition, intent: plan.intent, model: plan.model };
  return plan.type === 'loading' ? plan.headerPart : undefined;
}
