import type { TranscriptItem } from './transcript-item';

/** What the transcript knows of its items' ids. */
export interface ItemIds {
  /** The index of each id (its first item, for an id given twice). */
  indexOf: Map<string, number>;
  /** Items whose id another item before them already has. */
  duplicates: number;
  /** Items with no id, or one that is not a non-empty string. */
  missing: number;
  /**
   * Each item's React key, by index: `id:<id>` for the first item with an id, `at:<index>` for one
   * with none or with an id an earlier item has. Only ever added to at the end while the ids it
   * was read from stand, so a key read once stays right (and its identity is kept, see below).
   */
  keys: string[];
  /** The items these ids were read from. */
  items: readonly unknown[];
}

/** An item's id when it is a usable one (a non-empty string), else undefined. Never throws. */
function idOf(item: unknown): string | undefined {
  try {
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

function addItem(ids: ItemIds, item: unknown, index: number): void {
  const id = idOf(item);
  // Keys are set by index, not pushed: a render React did twice sets the same key again.
  if (id === undefined) {
    ids.missing++;
    ids.keys[index] = `at:${index}`;
    return;
  }
  const known = ids.indexOf.get(id);
  if (known === undefined) ids.indexOf.set(id, index);
  // The same id at the same place: this array was read before (a render React did twice).
  else if (known !== index) {
    ids.duplicates++;
    ids.keys[index] = `at:${index}`;
    return;
  }
  ids.keys[index] = `id:${id}`;
}

function readAll(items: readonly unknown[]): ItemIds {
  const ids: ItemIds = { indexOf: new Map(), duplicates: 0, missing: 0, keys: [], items };
  for (let index = 0; index < items.length; index++) addItem(ids, items[index], index);
  return ids;
}

/**
 * The ids of `items`, read from `previous` where it can be: a transcript that grows at its end or
 * streams into its last items only reads the items that are new or changed at the end (a
 * streamed update of the last call costs the same at 100 items as at 100,000). The walk stops at
 * the first item from the end that is the same object as before; an array that shrank, or whose
 * changed items carry other ids than before, is read again whole. Read on, the result shares
 * `keys` (the same array) with `previous`, so what depends on the keys alone (the virtualizer's
 * item key) keeps its identity; read again whole, `keys` is a new array.
 */
export function readItemIds(items: readonly TranscriptItem[], previous: ItemIds | undefined): ItemIds {
  if (previous === undefined || items.length < previous.items.length) return readAll(items);
  if (items === previous.items) return previous;
  const before = previous.items;
  let first = items.length;
  while (first > 0 && (first > before.length || items[first - 1] !== before[first - 1])) first--;
  // Items in the old range that changed must keep their ids, or the counts would drift.
  for (let index = first; index < before.length; index++)
    if (idOf(items[index]) !== idOf(before[index])) return readAll(items);
  const ids: ItemIds = {
    indexOf: previous.indexOf,
    duplicates: previous.duplicates,
    missing: previous.missing,
    keys: previous.keys,
    items,
  };
  for (let index = before.length; index < items.length; index++) addItem(ids, items[index], index);
  return ids;
}
