import * as v from 'valibot';
import {
  type Check,
  type Fields,
  type SchemaFields,
  fieldsOf,
  notSure,
  isObjectValue,
  mayBeAbsent,
} from './schema-fields';
import { checkOfVariant } from './variant-check';
import { isSurelyWellFormed } from './well-formed-value';
import { isWellFormedText } from './well-formed-text';

/*
 * A cheap first pass before valibot. Each schema object (its `reference`, `entries`, `item`,
 * `options`, `wrapped`, `pipe`…) is turned once into a small check (a closure, never code from a
 * string: strict CSP holds), cached by the schema object; a check reads only the value, and makes
 * no dataset, issue or closure per item. It answers `true` only when valibot (1.x, read in
 * node_modules/valibot/dist/index.mjs) would accept the value too; `false` means "not sure": a
 * schema kind or pipe action it does not know, anything unusual (a hole, an array where an object
 * is due, a default made by a function), or a value valibot would refuse. Valibot then gives the
 * verdict and the issues.
 *
 * It reads what valibot reads, in the same order (`key in value`, then `value[key]`, then the keys
 * a loose object copies), and catches nothing: a getter or a proxy that throws throws here as it
 * would there, and the caller reports it. It never walks past a hole.
 */

const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && !Number.isNaN(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const isAnything: Check = () => true;

/** Whether a check also asks every string, key and unknown value to be well-formed. */
interface Mode {
  wellFormed: boolean;
  checks: WeakMap<object, Check>;
}

const VALID: Mode = { wellFormed: false, checks: new WeakMap() };
const VALID_AND_WELL_FORMED: Mode = { wellFormed: true, checks: new WeakMap() };

/**
 * Whether valibot's `safeParse(schema, value)` surely succeeds, found without valibot's per-item
 * allocations. `false` is "not sure", never "invalid": ask valibot then.
 */
export function isSurelyValid(schema: v.GenericSchema, value: unknown): boolean {
  return checkOf(schema, VALID)(value);
}

/**
 * {@link isSurelyValid}, and every string the value holds (its keys too, and what the schema
 * takes as unknown) surely well-formed and readable, in the same walk: true means the value is
 * what `parseIntent` accepts and what `wellFormedValue` returns unchanged, so a card whose code is
 * there walks its intent once before its first render. `false` is "not sure". Like
 * {@link isSurelyValid} it catches nothing: a getter that throws throws here.
 */
export function isSurelyValidAndWellFormed(schema: v.GenericSchema, value: unknown): boolean {
  return checkOf(schema, VALID_AND_WELL_FORMED)(value);
}

const isWellFormedString: Check = (value) => typeof value === 'string' && isWellFormedText(value);

function checkOf(schema: unknown, mode: Mode): Check {
  const fields = fieldsOf(schema);
  if (fields === undefined) return notSure;
  let check = mode.checks.get(fields);
  if (check === undefined) {
    check = fields.kind === 'schema' && fields.async === false ? checkOfSchema(fields, mode) : notSure;
    mode.checks.set(fields, check);
  }
  return check;
}

function checkOfSchema(schema: SchemaFields, mode: Mode): Check {
  if (schema.pipe !== undefined) return checkOfPipe(schema.pipe, mode);
  switch (schema.reference) {
    case v.string:
      return mode.wellFormed ? isWellFormedString : isString;
    case v.number:
      return isNumber;
    case v.boolean:
      return isBoolean;
    case v.unknown:
      return mode.wellFormed ? isSurelyWellFormed : isAnything;
    case v.literal:
      return checkOfLiteral(schema.literal);
    case v.picklist:
      return checkOfPicklist(schema.options);
    case v.optional:
      return checkOfWrapped(schema, undefined, mode);
    case v.nullable:
      return checkOfWrapped(schema, null, mode);
    case v.looseObject:
      return checkOfObject(schema.entries, true, mode);
    case v.object:
      return checkOfObject(schema.entries, false, mode);
    case v.array:
      return checkOfArray(checkOf(schema.item, mode));
    case v.tuple:
      return checkOfTuple(schema.items, mode);
    case v.union:
      return checkOfUnion(schema.options, mode);
    case v.variant:
      return checkOfVariant(schema, (option) => checkOf(option, mode));
    default:
      return notSure;
  }
}

/** SameValueZero, as valibot compares a literal (NaN is the one value not equal to itself). */
function checkOfLiteral(literal: unknown): Check {
  return literal === literal ? (value) => value === literal : (value) => value !== value;
}

function checkOfPicklist(options: unknown): Check {
  if (!Array.isArray(options)) return notSure;
  const list: readonly unknown[] = options;
  return (value) => list.includes(value);
}

/** `optional` and `nullable`: the empty value passes, or is replaced by a default the wrapped schema checks. */
function checkOfWrapped(schema: SchemaFields, empty: undefined | null, mode: Mode): Check {
  const wrapped = checkOf(schema.wrapped, mode);
  const fallback = schema.default;
  if (fallback === undefined || fallback === empty) return (value) => value === empty || wrapped(value);
  // A default made by a function is code to run: valibot's to run.
  if (typeof fallback === 'function') return (value) => value !== empty && wrapped(value);
  return (value) => wrapped(value === empty ? fallback : value);
}

/**
 * A pipe's schemas (nested pipes flattened) and its numeric checks. Every check known here wants a
 * number, and a number that passed a schema comes out of it unchanged, so each reads the value.
 */
function checkOfPipe(pipe: unknown, mode: Mode): Check {
  const schemas: Check[] = [];
  const wants = { number: false, integer: false, finite: false, min: Number.NEGATIVE_INFINITY, hasMin: false };
  const collect = (items: unknown): boolean => {
    if (!Array.isArray(items)) return false;
    for (const item of items as unknown[]) {
      const fields = fieldsOf(item);
      if (fields === undefined || fields.async !== false) return false;
      if (fields.kind === 'metadata') continue;
      if (fields.kind === 'schema') {
        if (fields.pipe !== undefined) {
          if (!collect(fields.pipe)) return false;
        } else if (fields.reference === v.number) wants.number = true;
        else schemas.push(checkOf(fields, mode));
      } else if (fields.kind !== 'validation') return false;
      else if (fields.reference === v.integer) wants.integer = true;
      else if (fields.reference === v.finite) wants.finite = true;
      else if (fields.reference === v.minValue && typeof fields.requirement === 'number') {
        // Math.max keeps a NaN requirement, which no number meets, as valibot's `>=` has it.
        wants.min = wants.hasMin ? Math.max(wants.min, fields.requirement) : fields.requirement;
        wants.hasMin = true;
      } else return false;
    }
    return true;
  };
  if (!collect(pipe)) return notSure;
  const { integer, finite, min, hasMin } = wants;
  const numeric = wants.number || integer || finite || hasMin;
  const count = schemas.length;
  return (value) => {
    if (numeric) {
      if (typeof value !== 'number' || Number.isNaN(value)) return false;
      if ((integer && !Number.isInteger(value)) || (finite && !Number.isFinite(value))) return false;
      if (hasMin && !(value >= min)) return false;
    }
    for (let index = 0; index < count; index += 1) if (!schemas[index]!(value)) return false;
    return true;
  };
}

/** What an object's missing key means: fine, run the default, or not sure. */
const ABSENT_FINE = 0;
const ABSENT_DEFAULT = 1;
const ABSENT_NOT_SURE = 2;

function absenceOf(entry: SchemaFields): number {
  if (mayBeAbsent(entry) && entry.default !== undefined)
    return typeof entry.default === 'function' ? ABSENT_NOT_SURE : ABSENT_DEFAULT;
  return entry.fallback !== undefined || mayBeAbsent(entry) ? ABSENT_FINE : ABSENT_NOT_SURE;
}

function checkOfObject(entries: unknown, loose: boolean, mode: Mode): Check {
  if (typeof entries !== 'object' || entries === null) return notSure;
  const known = entries as Fields;
  const keys: string[] = [];
  const entryChecks: Check[] = [];
  const absences: number[] = [];
  const defaults: unknown[] = [];
  // for…in, as valibot walks the entries.
  for (const key in known) {
    const entry = fieldsOf(known[key]);
    if (entry === undefined) return notSure;
    keys.push(key);
    entryChecks.push(checkOf(entry, mode));
    absences.push(absenceOf(entry));
    defaults.push(entry.default);
  }
  const count = keys.length;
  return (value) => {
    if (!isObjectValue(value)) return false;
    for (let index = 0; index < count; index += 1) {
      const key = keys[index]!;
      if (key in value) {
        if (!entryChecks[index]!(value[key])) return false;
      } else if (absences[index] === ABSENT_NOT_SURE) return false;
      else if (absences[index] === ABSENT_DEFAULT && !entryChecks[index]!(defaults[index])) return false;
    }
    if (mode.wellFormed) return otherKeysWellFormed(value, known);
    if (loose) readOtherKeys(value, known);
    return true;
  };
}

/** Valibot copies every other own key of a loose object: a getter there runs, and may throw. */
function readOtherKeys(value: Fields, entries: Fields): void {
  for (const key in value) {
    if (
      Object.prototype.hasOwnProperty.call(value, key) &&
      key !== '__proto__' &&
      key !== 'prototype' &&
      key !== 'constructor' &&
      !Object.prototype.hasOwnProperty.call(entries, key)
    )
      void value[key];
  }
}

/**
 * The keys the schema does not name are the value's all the same (kept by a loose object, and in
 * the intent a strict one passes on): each key and its value surely well-formed. An entry's own
 * key is the schema's, well-formed already.
 */
function otherKeysWellFormed(value: Fields, entries: Fields): boolean {
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (Object.prototype.hasOwnProperty.call(entries, key)) continue;
    if (!isWellFormedText(key) || !isSurelyWellFormed(value[key])) return false;
  }
  return true;
}

function checkOfArray(item: Check): Check {
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (let index = 0; index < value.length; index += 1) {
      const element: unknown = value[index];
      // A hole (`new Array(2 ** 32 - 1)` is all holes) is valibot's to judge, and ends the walk.
      if (element === undefined && !(index in value)) return false;
      if (!item(element)) return false;
    }
    return true;
  };
}

function checkOfTuple(items: unknown, mode: Mode): Check {
  if (!Array.isArray(items)) return notSure;
  const itemChecks = (items as unknown[]).map((item) => checkOf(item, mode));
  const count = itemChecks.length;
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (let index = 0; index < count; index += 1) {
      const element: unknown = value[index];
      if (element === undefined && !(index in value)) return false;
      if (!itemChecks[index]!(element)) return false;
    }
    // Valibot leaves the items after the tuple's alone; they are the value's all the same.
    return !mode.wellFormed || value.length <= count || isSurelyWellFormed(value.slice(count));
  };
}

/** Valibot takes the first option that accepts: any one that surely does will do. */
function checkOfUnion(options: unknown, mode: Mode): Check {
  if (!Array.isArray(options)) return notSure;
  const optionChecks = (options as unknown[]).map((option) => checkOf(option, mode));
  return (value) => {
    for (const check of optionChecks) if (check(value)) return true;
    return false;
  };
}
