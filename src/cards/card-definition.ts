import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { IconKind } from '../protocol/icon-kind';
import type { ToolCardLabels } from '../labels/tool-card-labels';
import type { CardName, RenderIntent } from '../protocol/intent-types';
import type { LoadingRoom } from './loading-room';

/** What a card's body is drawn from. */
export interface CardBodyProps<TIntent, TModel> {
  /** The intent, validated against the card's schema. */
  intent: TIntent;
  /** The card's model of that intent, built once by {@link CardDefinition.model}. */
  model: TModel;
  /** The card is open; a card that previews while closed is drawn closed too. */
  open: boolean;
  /** Opens the card (a preview's "Show all"). */
  onShowAll: () => void;
}

/** What a card's header addition is drawn from. */
export interface CardHeaderProps<TIntent, TModel> {
  /** The intent, validated against the card's schema. */
  intent: TIntent;
  /** The card's model of that intent, the same object its body gets. */
  model: TModel;
  /** The title the shared header shows, so the card need not repeat it. */
  title: string | undefined;
}

/**
 * What a folded card's preview is drawn from before the card's code arrives (see {@link
 * CardHeaderPart.LoadingPreview}).
 */
export interface CardLoadingPreviewProps<TIntent, THeaderModel> {
  /** The intent, validated against the card's schema. */
  intent: TIntent;
  /** The header model of that intent. */
  model: THeaderModel;
  /** Opens the card (the preview's "Show all"). */
  onShowAll: () => void;
}

/**
 * Everything the kit knows about one card, in one place: how its intent is checked, the model its
 * parts share, its body, what it adds to the header, what Copy copies, its icon and title rule.
 * `<ToolCard>` holds no `switch` on the card's name: it looks the definition up in its registry.
 */
export interface CardDefinition<TIntent extends { card: string }, TModel> {
  /** The schema an intent of this card must pass (a looseObject keyed by `card`, or a variant of them). */
  schema: v.GenericSchema;
  /** The header's icon; absent, the icon follows the intent's `kind` (as the generic card's does). */
  icon?: IconKind;
  /**
   * The title when the intent sets none, read from the raw value so that an invalid intent keeps
   * it too (a terminal's command, a read's path). Absent: the header falls back to the tool's name.
   */
  fallbackTitle?: (value: Readonly<Record<string, unknown>>) => string | undefined;
  /**
   * The card's model of an intent: pure, computed once per intent before drawing, and shared by
   * the body, the header and the copy text. A throw here shows the raw data with a note.
   * `previous` is the model this card built for its intent before (the same card, in the same
   * `<ToolCard>`), for a model that carries work over, as the terminal carries its parsed screen.
   */
  model: (intent: TIntent, previous: TModel | undefined) => TModel;
  /**
   * What the model is built from. When a new intent gives inputs equal (`Object.is`, one by one) to
   * the last ones, the card keeps its model, so a status update does not reset what the reader
   * opened. Absent: a new intent object builds a new model.
   */
  modelInputs?: (intent: TIntent) => readonly unknown[];
  /**
   * Whether the collapsed card still draws its body, as a preview. A card that sets this stays
   * mounted while closed (its state survives a collapse); the others are drawn only while open.
   */
  previewsWhenClosed?: (model: TModel, intent: TIntent) => boolean;
  /**
   * Draws the body; only while open, unless the card previews. Called as a function inside the card's error boundary
   * (so a throw is
   * contained on the server too), so its hooks belong to that boundary.
   */
  Body: (props: CardBodyProps<TIntent, TModel>) => ReactNode;
  /** What the card adds to the header after the title; nothing unless set. */
  Header?: (props: CardHeaderProps<TIntent, TModel>) => ReactNode;
  /** What the card's Copy button copies. */
  copyText: (model: TModel, intent: TIntent) => string;
  /** The header Copy's accessible name and tooltip, saying what it copies ("Copy diff as patch"); "Copy" unless set. */
  copyLabel?: (model: TModel, intent: TIntent, labels: ToolCardLabels) => string;
}

/**
 * What a card's header and Copy need, computed from the intent alone and kept apart from the
 * card's body code: a lazy card carries it at startup, so a card drawn before its code arrives
 * already has its final header and its real Copy (the same markup, label and copied text as once
 * loaded). The whole definition takes the same parts (spread from the same object), and its model
 * must hold every field of the header model, since `Header`, `copyText` and `copyLabel` then get it.
 * Declare one with {@link cardHeaderPart}.
 */
export interface CardHeaderPart<TIntent extends { card: string }, THeaderModel> {
  /** The schema an intent must pass before the header model is built: the whole definition's own. */
  schema: v.GenericSchema;
  /** The header's model of an intent: pure, and built by the same code as the whole model's fields of it. */
  headerModel: (intent: TIntent) => THeaderModel;
  /** What the card adds to the header after the title (see {@link CardDefinition.Header}). */
  Header?: (props: CardHeaderProps<TIntent, THeaderModel>) => ReactNode;
  /** What the card's Copy button copies (see {@link CardDefinition.copyText}). */
  copyText: (model: THeaderModel, intent: TIntent) => string;
  /** The header Copy's accessible name and tooltip (see {@link CardDefinition.copyLabel}). */
  copyLabel?: (model: THeaderModel, intent: TIntent, labels: ToolCardLabels) => string;
  /** Whether the folded card shows a preview, from the header model (see {@link CardDefinition.previewsWhenClosed}). */
  previewsWhenClosed?: (model: THeaderModel, intent: TIntent) => boolean;
  /**
   * The folded card's preview before its code arrives: the loaded preview's box, its slots and
   * lines as plain text (no colours, no highlighting), so a folded card keeps its size when the
   * code comes and nothing under it moves. Drawn where {@link previewsWhenClosed} says so.
   */
  LoadingPreview?: (props: CardLoadingPreviewProps<TIntent, THeaderModel>) => ReactNode;
  /**
   * The room the open body takes when first drawn (its parts: paragraphs, rows under a toolbar,
   * boxes), from the header model, by the same rules the body draws by: an open card whose code is
   * still loading keeps it, so it does not grow when the code comes. Absent, the loading line is
   * one line.
   */
  loadingRoom?: (model: THeaderModel, intent: TIntent, labels: ToolCardLabels) => LoadingRoom | undefined;
}

/** A header part of any card, as a lazy definition holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each card's header model is its own; see AnyCardDefinition
export type AnyCardHeaderPart = CardHeaderPart<any, any>;

/** A definition of any card, as a registry holds it. */
// `any`: a set holds cards of different intents and models; each definition checks its own parts
// against its own types (`defineCard`), and `<ToolCard>` only passes one card's model back to it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCardDefinition = CardDefinition<any, any>;

/** The intent of a built-in card, by its name. */
export type IntentOf<TName extends CardName> = Extract<RenderIntent, { card: TName }>;

/**
 * The built-in cards, one definition per protocol card name: the mapped type makes a missing
 * card (or a definition for the wrong intent) a compile error.
 */
export type CardRegistry = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each card's model is its own; see AnyCardDefinition
  [TName in CardName]: CardDefinition<IntentOf<TName>, any> | LazyCardDefinition<IntentOf<TName>>;
};

/**
 * A card whose code loads when it is first needed: its icon and title rule (what the header
 * shows while the code loads) and a `load` that brings the rest, usually a dynamic `import()`.
 * The kit's own cards are lazy in browser builds and whole in server builds (the `node`
 * export condition), so `renderToString` never waits. Declare one with {@link lazyCard}.
 */
export interface LazyCardDefinition<TIntent extends { card: string } = { card: string }> {
  /**
   * Loads the whole definition. Called at most once (a failed load is not retried: browsers
   * keep a failed module's error), when a card of it first draws in the browser or by
   * `preloadCards`.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the model is the loaded card's own; see AnyCardDefinition
  load: () => Promise<CardDefinition<TIntent, any>>;
  /** The header's icon, shown while the card loads; the loaded definition's own wins once loaded. */
  icon?: IconKind;
  /** The title rule while the card loads (see {@link CardDefinition.fallbackTitle}). */
  fallbackTitle?: (value: Readonly<Record<string, unknown>>) => string | undefined;
  /**
   * The header addition and the Copy while the card loads, from the intent alone; absent, a
   * loading card shows only its icon and title and its Copy copies the raw data.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the header model is the card's own; see AnyCardDefinition
  header?: CardHeaderPart<TIntent, any>;
}

/** A lazy definition of any card, as a registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see AnyCardDefinition
export type AnyLazyCardDefinition = LazyCardDefinition<any>;

/** What a card set holds for one card name: its definition, whole or lazy. */
export type AnyCardEntry = AnyCardDefinition | AnyLazyCardDefinition;

/** Any set of cards a `<ToolCard>` can draw, by card name. */
export type CardSet = Readonly<Record<string, AnyCardEntry>>;

/** Declares a card, inferring its model type from `model`, so each part is checked against it. */
// Marked free of side effects so that bundlers drop every card an app's `createToolCard` leaves out
// (and the lazy chunks only those cards would load) without having to prove it themselves.
export /* @__NO_SIDE_EFFECTS__ */ function defineCard<TIntent extends { card: string }, TModel>(
  definition: CardDefinition<TIntent, TModel>,
): CardDefinition<TIntent, TModel> {
  return definition;
}

/**
 * Declares a card whose code loads on first use: `load` is called once, the first time a card of
 * it draws in the browser (the card shows its header and a loading line until then, and a
 * hydrating card keeps its server markup). `preloadCards` loads it ahead, as server renderers
 * and snapshot tests need.
 */
export /* @__NO_SIDE_EFFECTS__ */ function lazyCard<TIntent extends { card: string }>(
  definition: LazyCardDefinition<TIntent>,
): LazyCardDefinition<TIntent> {
  return definition;
}

/** Declares a card's header part, inferring its header model's type from `headerModel`. */
export /* @__NO_SIDE_EFFECTS__ */ function cardHeaderPart<TIntent extends { card: string }, THeaderModel>(
  part: CardHeaderPart<TIntent, THeaderModel>,
): CardHeaderPart<TIntent, THeaderModel> {
  return part;
}

/**
 * True for a definition made with {@link lazyCard}: it has a `load` and none of a whole card's
 * parts. Never throws: `false` for anything else, a value that cannot be read included.
 */
export function isLazyCard(entry: unknown): entry is AnyLazyCardDefinition {
  if ((typeof entry !== 'object' && typeof entry !== 'function') || entry === null) return false;
  try {
    return (
      typeof (entry as { load?: unknown }).load === 'function' &&
      typeof (entry as { Body?: unknown }).Body !== 'function'
    );
  } catch {
    return false;
  }
}
