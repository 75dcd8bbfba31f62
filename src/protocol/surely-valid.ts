import * as v from 'valibot';

/*
 * A cheap first pass before valibot: an interpreter over the same schema objects (their `reference`,
 * `entries`, `item`, `options`, `wrapped`, `pipe`…) that makes no dataset, issue or closure per
 * item. It answers `true` only when valibot (1.x, read in node_modules/valibot/dist/index.mjs)
 * would accept the value too; `false` means "not sure": a schema kind or pipe action it does not
 * know, anything unusual (a hole, an array where an object is due, a default made by a function),
 * or a value valibot would refuse. Valibot then gives the verdict and the issues.
 *
 * It reads what valibot reads, in the same order (`key in value`, then `value[key]`, then the keys
 * a loose object copies), and catches nothing: a getter or a proxy that throws throws here as it
 * would there, and the caller reports it. It never evaluates code and never walks past a hole.
 */

/** The fields of a valibot schema or action that the pass reads; anything else is not trusted. */
interface SchemaFields {
  kind?: unknown;
  type?: unknown;
  reference?: unknown;
  async?: unknown;
  pipe?: unknown;
  entries?: unknown;
  item?: unknown;
  items?: unknown;
  options?: unknown;
  wrapped?: unknown;
  default?: unknown;
  fallback?: unknown;
  literal?: unknown;
  key?: unknown;
  requirement?: unknown;
}

type Fields = Record<PropertyKey, unknown>;

/**
 * Whether valibot's `safeParse(schema, value)` surely succeeds, found without valibot's per-item
 * allocations. `false` is "not sure", never "invalid": ask valibot then.
 */
export function isSurelyValid(schema: v.GenericSchema, value: unknown): boolean {
  return surely(schema, value);
}

function fieldsOf(schema: unknown): SchemaFields | undefined {
  return typeof schema === 'object' && schema !== null ? (schema as SchemaFields) : undefined;
}

function surely(schema: unknown, value: unknown): boolean {
  const fields = fieldsOf(schema);
  if (fields?.kind !== 'schema' || fields.async !== false) return false;
  return fields.pipe === undefined ? surelyBare(fields, value) : surelyPiped(fields.pipe, value);
}

/** SameValueZero, as valibot compares a literal. */
function sameValueZero(left: unknown, right: unknown): boolean {
  return left === right || (Number.isNaN(left) && Number.isNaN(right));
}

function surelyBare(schema: SchemaFields, value: unknown): boolean {
  switch (schema.reference) {
    case v.string:
      return typeof value === 'string';
    case v.number:
      return typeof value === 'number' && !Number.isNaN(value);
    case v.boolean:
      return typeof value === 'boolean';
    case v.literal:
      return sameValueZero(value, schema.literal);
    case v.picklist:
      return Array.isArray(schema.options) && schema.options.includes(value);
    case v.unknown:
      return true;
    case v.optional:
      return surelyWrapped(schema, value, undefined);
    case v.nullable:
      return surelyWrapped(schema, value, null);
    case v.looseObject:
      return surelyObject(schema, value, true);
    case v.object:
      return surelyObject(schema, value, false);
    case v.array:
      return surelyArray(schema.item, value);
    case v.tuple:
      return surelyTuple(schema.items, value);
    case v.union:
      // Valibot takes the first option that accepts: any one that surely does will do.
      return Array.isArray(schema.options) && schema.options.some((option) => surely(option, value));
    case v.variant:
      return surelyVariant(schema, value);
    default:
      return false;
  }
}

/** `optional` and `nullable`: the empty value passes, or is replaced by a default the wrapped schema checks. */
function surelyWrapped(schema: SchemaFields, value: unknown, empty: undefined | null): boolean {
  if (value === empty) {
    if (schema.default === undefined) return true;
    // A default made by a function is code to run: valibot's to run.
    if (typeof schema.default === 'function') return false;
    if (schema.default === empty) return true;
    return surely(schema.wrapped, schema.default);
  }
  return surely(schema.wrapped, value);
}

/**
 * A pipe's schemas and its numeric checks. Every check known here wants a number, and a number
 * that passed a schema comes out of it unchanged, so each check reads the value itself.
 */
function surelyPiped(pipe: unknown, value: unknown): boolean {
  if (!Array.isArray(pipe)) return false;
  for (const item of pipe as unknown[]) {
    const fields = fieldsOf(item);
    if (fields === undefined) return false;
    if (fields.kind === 'metadata') continue;
    if (!(fields.kind === 'schema' ? surely(fields, value) : surelyAction(fields, value))) return false;
  }
  return true;
}

function surelyAction(action: SchemaFields, value: unknown): boolean {
  if (action.kind !== 'validation' || action.async !== false || typeof value !== 'number') return false;
  switch (action.reference) {
    case v.integer:
      return Number.isInteger(value);
    case v.finite:
      return Number.isFinite(value);
    case v.minValue:
      return typeof action.requirement === 'number' && value >= action.requirement;
    default:
      return false;
  }
}

/** The kinds valibot lets an object lack. */
function mayBeAbsent(entry: SchemaFields): boolean {
  return entry.type === 'optional' || entry.type === 'exact_optional' || entry.type === 'nullish';
}

function isPlainObjectValue(value: unknown): value is Fields {
  // Valibot takes an array for an object too; that is unusual enough to leave to it.
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function surelyObject(schema: SchemaFields, value: unknown, loose: boolean): boolean {
  const entries = schema.entries as Fields | undefined;
  if (!isPlainObjectValue(value) || typeof entries !== 'object' || entries === null) return false;
  // for…in, as valibot walks the entries.
  for (const key in entries) {
    const entry = fieldsOf(entries[key]);
    if (entry === undefined) return false;
    if (key in value) {
      if (!surely(entry, value[key])) return false;
    } else if (mayBeAbsent(entry) && entry.default !== undefined) {
      if (typeof entry.default === 'function' || !surely(entry, entry.default)) return false;
    } else if (entry.fallback === undefined && !mayBeAbsent(entry)) {
      return false;
    }
  }
  if (loose) {
    // Valibot copies every other own key of a loose object: a getter there runs, and may throw.
    for (const key in value) {
      if (
        Object.prototype.hasOwnProperty.call(value, key) &&
        key !== '__proto__' &&
        key !== 'prototype' &&
        key !== 'constructor' &&
        !Object.prototype.hasOwnProperty.call(entries, key)
      )
        readOnly(value[key]);
    }
  }
  return true;
}

/** A value read for what reading does (a getter that throws), as valibot reads it. */
function readOnly(value: unknown): void {
  void value;
}

function surelyArray(item: unknown, value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index += 1) {
    const element: unknown = value[index];
    // A hole (`new Array(2 ** 32 - 1)` is all holes) is valibot's to judge, and ends the walk.
    if (element === undefined && !(index in value)) return false;
    if (!surely(item, element)) return false;
  }
  return true;
}

function surelyTuple(items: unknown, value: unknown): boolean {
  if (!Array.isArray(items) || !Array.isArray(value)) return false;
  for (let index = 0; index < items.length; index += 1) {
    const element: unknown = value[index];
    if (element === undefined && !(index in value)) return false;
    if (!surely(items[index], element)) return false;
  }
  return true;
}

/** A variant's leaf options in valibot's order, each with every discriminator key above it. */
interface VariantLeaf {
  schema: SchemaFields;
  keys: readonly PropertyKey[];
}

const leavesCache = new WeakMap<object, readonly VariantLeaf[] | null>();

function leavesOf(variant: SchemaFields): readonly VariantLeaf[] | null {
  let leaves = leavesCache.get(variant);
  if (leaves === undefined) {
    const found: VariantLeaf[] = [];
    leaves = collectLeaves(variant, [], found) ? found : null;
    leavesCache.set(variant, leaves);
  }
  return leaves;
}

function collectLeaves(variant: SchemaFields, above: readonly PropertyKey[], found: VariantLeaf[]): boolean {
  const key = variant.key;
  if ((typeof key !== 'string' && typeof key !== 'number') || !Array.isArray(variant.options)) return false;
  const keys = above.includes(key) ? above : [...above, key];
  for (const option of variant.options as unknown[]) {
    const fields = fieldsOf(option);
    if (fields === undefined) return false;
    if (fields.type === 'variant') {
      if (!collectLeaves(fields, keys, found)) return false;
    } else {
      found.push({ schema: fields, keys });
    }
  }
  return true;
}

/**
 * Valibot runs the first option whose discriminators all match, and when that option refuses the
 * value, tries the others by rules of their own: only the first matching option is judged here.
 */
function surelyVariant(schema: SchemaFields, value: unknown): boolean {
  const leaves = leavesOf(schema);
  if (leaves === null || !isPlainObjectValue(value)) return false;
  for (const leaf of leaves) {
    const matches = discriminatorsMatch(leaf, value);
    if (matches === undefined) return false;
    if (matches) return surely(leaf.schema, value);
  }
  return false;
}

/** Whether a leaf's discriminators all match: `undefined` when one is a kind not judged exactly here. */
function discriminatorsMatch(leaf: VariantLeaf, value: Fields): boolean | undefined {
  const entries = leaf.schema.entries as Fields | undefined;
  if (typeof entries !== 'object' || entries === null) return undefined;
  for (const key of leaf.keys) {
    const entry = fieldsOf(entries[key]);
    if (entry === undefined || entry.pipe !== undefined) return undefined;
    if (!(key in value)) {
      if (!mayBeAbsent(entry)) return false;
      continue;
    }
    const found = value[key];
    if (entry.reference === v.literal) {
      if (!sameValueZero(found, entry.literal)) return false;
    } else if (entry.reference === v.picklist && Array.isArray(entry.options)) {
      if (!entry.options.includes(found)) return false;
    } else {
      return undefined;
    }
  }
  return true;
}
