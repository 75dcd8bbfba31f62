import * as v from 'valibot';
import {
  type Check,
  type Fields,
  type SchemaFields,
  fieldsOf,
  isObjectValue,
  mayBeAbsent,
  notSure,
} from './schema-fields';

/*
 * The fast check (surely-valid.ts) of a valibot `variant`: the options are found once, in
 * valibot's order (a nested variant's options with its key added to the discriminators).
 */

/** A variant's leaf option, with every discriminator key above it and how each is judged. */
interface VariantLeaf {
  check: Check;
  keys: PropertyKey[];
  /** Per key: an exact check (a literal or a picklist), or `undefined`: not judged here. */
  discriminators: (Check | undefined)[];
  absentFine: boolean[];
}

/** Gathers the leaves of a variant in valibot's order into `found`; `false` when one cannot be read. */
function leavesOf(
  variant: SchemaFields,
  above: readonly PropertyKey[],
  found: VariantLeaf[],
  checkOf: (schema: unknown) => Check,
): boolean {
  const key = variant.key;
  if ((typeof key !== 'string' && typeof key !== 'number') || !Array.isArray(variant.options)) return false;
  const keys = above.includes(key) ? above : [...above, key];
  for (const option of variant.options as unknown[]) {
    const fields = fieldsOf(option);
    if (fields === undefined) return false;
    if (fields.type === 'variant') {
      if (!leavesOf(fields, keys, found, checkOf)) return false;
      continue;
    }
    const entries = fieldsOf(fields.entries) as Fields | undefined;
    const leaf: VariantLeaf = { check: checkOf(fields), keys: [...keys], discriminators: [], absentFine: [] };
    for (const discriminator of keys) {
      const entry = fieldsOf(entries?.[discriminator]);
      if (entry === undefined) return false;
      const exact = entry.pipe === undefined && (entry.reference === v.literal || entry.reference === v.picklist);
      leaf.discriminators.push(exact ? checkOf(entry) : undefined);
      leaf.absentFine.push(mayBeAbsent(entry));
    }
    found.push(leaf);
  }
  return true;
}

/**
 * Valibot runs the first option whose discriminators all match, and when that option refuses the
 * value, tries the others by rules of their own: only the first matching option is judged here.
 */
export function checkOfVariant(schema: SchemaFields, checkOf: (schema: unknown) => Check): Check {
  const leaves: VariantLeaf[] = [];
  if (!leavesOf(schema, [], leaves, checkOf)) return notSure;
  return (value) => {
    if (!isObjectValue(value)) return false;
    for (const leaf of leaves) {
      let matches = true;
      for (let index = 0; index < leaf.keys.length && matches; index += 1) {
        const key = leaf.keys[index]!;
        if (!(key in value)) {
          matches = leaf.absentFine[index]!;
          continue;
        }
        const discriminator = leaf.discriminators[index];
        if (discriminator === undefined) return false;
        matches = discriminator(value[key]);
      }
      if (matches) return leaf.check(value);
    }
    return false;
  };
}
