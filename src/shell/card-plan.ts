import { planLoadingHeader, type PlannedHeaderPart } from './card-header-parts';
import {
  isLazyCard,
  type AnyCardDefinition,
  type AnyCardEntry,
  type AnyLazyCardDefinition,
  type CardSet,
} from '../cards/card-definition';
import { cardLoadOf } from './card-loads';
import type { IconKind } from '../protocol/icon-kind';
import type { FallbackReason } from '../protocol/fallback-reason';
import { headerModel, type HeaderModel } from '../protocol/header-model';
import { KindSchema } from '../protocol/intent-schema';
import type { ToolKind } from '../protocol/intent-types';
import { withoutErrorEcho } from '../protocol/error-echo';
import { checkIntent, isKnownCard, type CheckIntentResult } from '../protocol/parse-intent';
import { isSurelyValidAndWellFormed } from '../protocol/surely-valid';
import { thrownMessage } from '../protocol/thrown-message';
import { unreadableText, wellFormedValue } from '../protocol/well-formed-value';

/** Everything `<ToolCard>` decides before drawing: pure, so it is tested without React. */
export type CardPlan =
  | {
      type: 'card';
      /** The card's name, the key of `definition` in the card set. */
      card: string;
      intent: { card: string };
      definition: AnyCardDefinition;
      /** The card's model of the intent, built once here and shared by its body, header and copy text. */
      model: unknown;
      /** What the model was built from (the definition's `modelInputs`), to keep it for an equal input. */
      modelInputs: readonly unknown[] | undefined;
      header: HeaderModel;
      icon: IconKind;
    }
  | { type: 'raw'; raw: unknown; reason: FallbackReason; header: HeaderModel; icon: IconKind }
  | {
      type: 'loading';
      /** The card's name, the key of `entry` in the card set. */
      card: string;
      /** The intent as given: it is checked once the card's code (and schema) is there. */
      raw: unknown;
      /** The lazy card whose code is still loading. */
      entry: AnyLazyCardDefinition;
      header: HeaderModel;
      icon: IconKind;
      /** The header addition and Copy from the card's header part, as once loaded; `undefined` without one. */
      headerPart: PlannedHeaderPart | undefined;
    };

const KINDS: readonly string[] = KindSchema.options;

/** The icon of a value no card claims: its `kind` when it names one, else "other". */
function kindIcon(value: unknown): IconKind {
  const kind = typeof value === 'object' && value !== null ? (value as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' && KINDS.includes(kind) ? (kind as ToolKind) : 'other';
}

function entryOf(cards: CardSet, value: unknown): AnyCardEntry | undefined {
  const card = typeof value === 'object' && value !== null ? (value as { card?: unknown }).card : undefined;
  return typeof card === 'string' && Object.hasOwn(cards, card) ? cards[card] : undefined;
}

/** A card set's entry as a whole definition: itself, or a lazy card's once loaded (`undefined` before). */
function definitionOf(entry: AnyCardEntry | undefined): AnyCardDefinition | undefined {
  if (entry === undefined || !isLazyCard(entry)) return entry;
  const load = cardLoadOf(entry);
  return load?.status === 'loaded' ? load.definition : undefined;
}

function sameInputs(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  return (
    a !== undefined && b !== undefined && a.length === b.length && a.every((item, index) => Object.is(item, b[index]))
  );
}

/** The card's model: the previous plan's when it was built from the same inputs, else a new one. */
function modelOf(definition: AnyCardDefinition, intent: { card: string }, previous: CardPlan | undefined) {
  const modelInputs = definition.modelInputs?.(intent);
  const same = previous?.type === 'card' && previous.definition === definition;
  if (same && sameInputs(previous.modelInputs, modelInputs)) return { model: previous.model, modelInputs };
  return { model: definition.model(intent, same ? previous.model : undefined) as unknown, modelInputs };
}

/**
 * Decides what `<ToolCard>` draws for a value with a set of cards: the card it asks for with its
 * model, or its raw data and why. The model is built here, outside React, so a model that throws
 * gives the raw card with its note on the server and in the browser alike. `previous`, the plan
 * of the intent before, lets a card keep its model when its inputs did not change. Never throws:
 * the value is first made well-formed and readable ({@link wellFormedValue}).
 */
export function planCard(input: unknown, cards: CardSet, previous?: CardPlan): CardPlan {
  const checked = surelyValidAndWellFormed(input, cards);
  const value = checked ? input : wellFormedValue(input);
  try {
    return decide(value, cards, previous, checked);
  } catch (error) {
    // Only a value that reads differently each time gets here (a getter that throws on its second call).
    return {
      type: 'raw',
      raw: unreadableText(error),
      reason: { type: 'not-an-object' },
      header: headerModel(undefined),
      icon: 'other',
    };
  }
}

/**
 * Whether `input` asks for a card whose code is here and surely passes its schema with all its
 * text well-formed: then one walk stands for the well-formed walk and the check (a read card's
 * 39,429 lines were walked twice before its first render). Never throws: "not sure" is `false`.
 */
function surelyValidAndWellFormed(input: unknown, cards: CardSet): boolean {
  try {
    const definition = definitionOf(entryOf(cards, input));
    return definition !== undefined && isSurelyValidAndWellFormed(definition.schema, input);
  } catch {
    // A getter or a proxy that throws: the well-formed walk marks it, the check reports it.
    return false;
  }
}

function decide(value: unknown, cards: CardSet, previous: CardPlan | undefined, checked: boolean): CardPlan {
  const entry = entryOf(cards, value);
  const definition = definitionOf(entry);
  const header = headerModel(value, (definition ?? entry)?.fallbackTitle);
  const icon = (definition ?? entry)?.icon ?? kindIcon(value);
  if (entry !== undefined && definition === undefined && isLazyCard(entry)) {
    const card = (value as { card: string }).card;
    const load = cardLoadOf(entry);
    if (load?.status === 'failed')
      return {
        type: 'raw',
        raw: value,
        reason: { type: 'load-failed', card, message: thrownMessage(load.error) },
        header,
        icon,
      };
    return { type: 'loading', card, raw: value, entry, header, icon, headerPart: planLoadingHeader(entry, value) };
  }
  const parsed: CheckIntentResult<{ card: string }> = checked
    ? { ok: true, intent: value as { card: string } }
    : checkIntent<{ card: string }>(value, (card) =>
        Object.hasOwn(cards, card) ? definitionOf(cards[card])?.schema : undefined,
      );
  if (parsed.ok && definition) {
    // The error area shows the error: the body does not say it again.
    const intent = withoutErrorEcho(parsed.intent);
    try {
      return {
        type: 'card',
        card: intent.card,
        intent,
        definition,
        ...modelOf(definition, intent, previous),
        header,
        icon,
      };
    } catch (error) {
      return {
        type: 'raw',
        raw: value,
        reason: { type: 'draw-failed', card: intent.card, message: thrownMessage(error) },
        header,
        icon,
      };
    }
  }
  if (parsed.ok || parsed.reason === 'not-an-object')
    return { type: 'raw', raw: value, reason: { type: 'not-an-object' }, header, icon };
  const card = (value as { card?: unknown }).card;
  // A protocol card the host left out of its card set (`createToolCard({ cards })`).
  if (parsed.reason === 'unknown-card' && isKnownCard(card))
    return { type: 'raw', raw: value, reason: { type: 'not-available', card }, header, icon };
  if (parsed.reason === 'unknown-card' && typeof card === 'string') {
    return { type: 'raw', raw: value, reason: { type: 'unknown-card', card }, header, icon };
  }
  return { type: 'raw', raw: value, reason: { type: 'invalid-fields', errors: parsed.errors }, header, icon };
}
