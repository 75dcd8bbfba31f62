import type { CSSProperties } from 'react';
import type { CardSet } from '../cards/card-definition';
import type { ToolCardProps } from './create-tool-card';
import type { ToolCardClassNames } from './tool-card-slots';

/*
 * The props of `<ToolCard>` as the card reads them: each kept only when it has its type, so a prop
 * a host gets wrong (a number for `className`, a string for `style`, a proxy for `classNames`)
 * is ignored rather than thrown by React while drawing. The intent needs none of this: it is
 * checked by `planCard`, and the labels by `resolveLabels`.
 */

const HEADING_LEVELS: readonly unknown[] = [1, 2, 3, 4, 5, 6];

function functionOr<T>(value: T): T | undefined {
  return typeof value === 'function' ? value : undefined;
}

/** The scalar and callback props, each `undefined` unless it has its type. */
export function checkedProps(props: ToolCardProps): ToolCardProps {
  return {
    intent: props.intent,
    open: typeof props.open === 'boolean' ? props.open : undefined,
    defaultOpen: typeof props.defaultOpen === 'boolean' ? props.defaultOpen : undefined,
    onOpenChange: functionOr(props.onOpenChange),
    className: typeof props.className === 'string' ? props.className : undefined,
    classNames: props.classNames,
    style: props.style,
    unstyled: props.unstyled === true,
    theme: props.theme === 'light' || props.theme === 'dark' ? props.theme : undefined,
    labels: props.labels,
    onOpenLocation: functionOr(props.onOpenLocation),
    onApprove: functionOr(props.onApprove),
    onDeny: functionOr(props.onDeny),
    headingLevel: HEADING_LEVELS.includes(props.headingLevel) ? props.headingLevel : undefined,
  };
}

/**
 * The own entries of `value` that pass `keep`, read one by one: one that cannot be read is left out, and a value whose
 * keys cannot be listed gives none.
 */
function ownEntries(value: unknown, keep: (entry: unknown) => boolean): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  if (typeof value !== 'object' || value === null) return entries;
  let keys: string[];
  try {
    // `Array.isArray` throws on a revoked proxy, as `Object.keys` does on a proxy whose trap throws.
    keys = Array.isArray(value) ? [] : Object.keys(value);
  } catch {
    return entries;
  }
  for (const key of keys) {
    try {
      const entry = (value as Record<string, unknown>)[key];
      if (keep(entry))
        Object.defineProperty(entries, key, { value: entry, enumerable: true, writable: true, configurable: true });
    } catch {
      // A getter that throws: that one entry is left out.
    }
  }
  return entries;
}

/** The host's classes per slot: its string entries. */
export function checkedClassNames(classNames: unknown): ToolCardClassNames {
  return ownEntries(classNames, (entry) => typeof entry === 'string');
}

/** The host's style: its string and finite number entries (React throws on a style that is not an object). */
export function checkedStyle(style: unknown): CSSProperties | undefined {
  if (typeof style !== 'object' || style === null) return undefined;
  return ownEntries(
    style,
    (entry) => typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry)),
  );
}

/** `createToolCard`'s card set: the entries of `options.cards` (an object), read once; none when it cannot be read. */
export function checkedCardSet(options: unknown): CardSet {
  let cards: unknown;
  try {
    cards = (options as { cards?: unknown }).cards;
  } catch {
    return {};
  }
  return ownEntries(cards, (entry) => entry !== undefined) as CardSet;
}
