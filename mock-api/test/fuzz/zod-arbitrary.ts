import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries drawn from the catalogue's zod 4 schemas (zod-fast-check supports zod 3 and fast-check 3
 * only). It covers the kinds the catalogue uses; what a schema checks beyond its kind and bounds (a refinement, a
 * cross-field rule) is not drawn for: the fuzz suite parses each draw with the schema itself and treats one that
 * fails as an invalid request.
 */

/** zod 4's internal definition, as far as this module reads it. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType): CheckDef[] => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** A name's hint: an id field draws the small ids the seed has, a date field days around the seeded years. */
export type Hint = 'id' | 'none';
export const hintOf = (name: string): Hint => (/(^id$|Id$|Ids$)/.test(name) ? 'id' : 'none');

/** Persian letters and digits beside ASCII: the product's text is mostly Persian. */
const persian = fc.constantFrom(...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیآ ۰۱۲۳۴۵۶۷۸۹‌'.split(''));
const textUnit = fc.oneof(fc.constantFrom(...'abcXYZ019 -_.@/'.split('')), persian);

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isoDay = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
/** Mostly the seeded years (data to find), sometimes any day the ISO format takes (the calendar's bounds). */
const anyDate = fc.oneof(
  { weight: 4, arbitrary: fc.date({ min: new Date('2024-03-20'), max: new Date('2027-03-20'), noInvalidDate: true }) },
  { weight: 1, arbitrary: fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }) },
);

function lengthBounds(schema: z.ZodType): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) max = Math.min(max ?? Infinity, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined) [min, max] = [check.length, check.length];
  }
  return { min, max };
}

function fitted(text: string, min: number, max: number | undefined): string {
  let out = text;
  while (out.length > 0 && out.length < min) out += text;
  return max === undefined ? out : out.slice(0, max);
}

/** The shapes of the numbers the server checks a digit of: ids, cards, bills, Sayad ids, deposits, IBANs. */
const digitShapes = [
  { prefix: '', length: 10 },
  { prefix: '', length: 11 },
  { prefix: '', length: 13 },
  { prefix: '', length: 16 },
  { prefix: '', length: 13 },
  { prefix: 'IR', length: 24 },
];

/**
 * A number with check digits the schema's own refinement accepts: random digits, then the last digit, or an IBAN's
 * two check digits, tried until the schema takes one (the check's arithmetic stays in the catalogue).
 */
function checkDigitArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...digitShapes), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 24, maxLength: 24 }))
    .map(([shape, digits]) => {
      const body = `${shape.prefix}${digits.slice(0, shape.length).join('')}`;
      const tries = shape.prefix
        ? Array.from({ length: 100 }, (_, n) => `${body.slice(0, 2)}${pad(n, 2)}${body.slice(4)}`)
        : Array.from({ length: 10 }, (_, n) => `${body.slice(0, -1)}${n}`);
      return tries.find((text) => schema.safeParse(text).success) ?? body;
    });
}

function stringArbitrary(schema: z.ZodType, hint: Hint): fc.Arbitrary<string> {
  const def = defOf(schema);
  const { min, max } = lengthBounds(schema);
  const patterns = checksOf(schema)
    .filter((check) => check.check === 'string_format' && check.pattern)
    .map((check) => check.pattern as RegExp);
  let base: fc.Arbitrary<string>;
  // fast-check's addresses take characters zod's e-mail pattern does not: its own pattern draws them.
  if (def.format === 'email' && def.pattern) base = fc.stringMatching(def.pattern);
  else if (def.format === 'date') base = anyDate.map(isoDay);
  else if (def.format === 'datetime')
    base = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  else if (def.format === 'uuid' || def.format === 'guid') base = fc.uuid();
  else if (def.format === 'url') base = fc.webUrl();
  else if (def.pattern && def.format !== 'regex') base = fc.stringMatching(def.pattern);
  else if (patterns[0]) base = fc.stringMatching(patterns[0]);
  else if (hint === 'id') base = fc.integer({ min: 1, max: 40 }).map(String);
  else base = fc.string({ unit: textUnit, minLength: min, maxLength: Math.min(max ?? min + 24, min + 24) });
  // A pattern's draw is stretched to the bounds (a filter that never passes would hang the run); one that then
  // breaks its pattern is sent as an invalid request.
  const bounded = base.map((text) => fitted(text, min, max));
  const checked = checksOf(schema).some((check) => check.check === 'custom');
  return checked ? fc.oneof(bounded, checkDigitArbitrary(schema)) : bounded;
}

function numberArbitrary(schema: z.ZodType, hint: Hint): fc.Arbitrary<number> {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = false;
  let step: number | undefined;
  for (const check of checksOf(schema)) {
    const value = Number(check.value);
    if (check.check === 'greater_than' && value >= min) [min, minExcluded] = [value, !check.inclusive];
    if (check.check === 'less_than' && value <= max) [max, maxExcluded] = [value, !check.inclusive];
    if (check.check === 'number_format') integer = /int/.test(check.format ?? '');
    if (check.check === 'multiple_of') step = value;
  }
  if (integer) {
    const lo = Math.max(Math.ceil(minExcluded ? min + 1 : min), Number.MIN_SAFE_INTEGER);
    const hi = Math.min(Math.floor(maxExcluded ? max - 1 : max), Number.MAX_SAFE_INTEGER);
    if (hint === 'id' && lo <= 40 && hi >= 1) return fc.integer({ min: Math.max(lo, 1), max: Math.min(hi, 40) });
    const small = fc.integer({ min: Math.max(lo, -1000), max: Math.min(hi, 1_000_000) });
    return lo <= hi && Math.max(lo, -1000) <= Math.min(hi, 1_000_000)
      ? fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) })
      : fc.integer({ min: lo, max: hi });
  }
  if (step !== undefined) {
    const unit = step;
    const lo = Math.ceil(Math.max(min, -1e9) / unit);
    const hi = Math.floor(Math.min(max, 1e9) / unit);
    return fc.integer({ min: lo, max: hi }).map((n) => Number((n * unit).toPrecision(15)));
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
}

/**
 * A pipe's input side says what a client sends, unless it only shapes text for the output side (a trimmed string
 * piped into an e-mail or a number): then the output side is drawn, as text. z.preprocess is a transform piped into
 * a schema: the schema says what a client sends.
 */
function pipeArbitrary(
  input: z.ZodType,
  output: z.ZodType,
  draw: (schema: z.ZodType) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const inputKind = defOf(input).type;
  if (defOf(output).type === 'transform') return draw(input);
  if (inputKind === 'transform') return draw(output);
  const shaping = inputKind === 'string' && !checksOf(input).some((check) => check.check === 'string_format');
  if (!shaping) return draw(input);
  return draw(output).map((value) =>
    Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : String(value),
  );
}

/** A draw of the schema's input: what a client sends (a pipe's input side, a default's value or nothing). */
export function arbitraryOf(schema: z.ZodType, hint: Hint = 'none', depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (next: z.ZodType | undefined, nextHint = hint) => arbitraryOf(next as z.ZodType, nextHint, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, hint);
    case 'number':
      return numberArbitrary(schema, hint);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe': {
      const piped = pipeArbitrary(def.in as z.ZodType, def.out as z.ZodType, (next) => inner(next));
      // A refined pipe (trim, then a card's or a Sayad id's check) is usually a number with a check digit.
      const refined = checksOf(schema).some((check) => check.check === 'custom');
      return refined && defOf(def.in as z.ZodType).type === 'string'
        ? fc.oneof(piped, checkDigitArbitrary(schema))
        : piped;
    }
    case 'lazy':
      return depth > 6 ? fc.constant(undefined) : inner(def.getter?.());
    case 'array': {
      const { min, max } = lengthBounds(schema);
      const maxLength = Math.min(max ?? min + 3, min + 3, depth > 4 ? min : Infinity);
      return fc.array(inner(def.element), { minLength: min, maxLength });
    }
    case 'object': {
      const entries = Object.entries(def.shape ?? {});
      const arbitraries = Object.fromEntries(entries.map(([key, value]) => [key, inner(value, hintOf(key))]));
      return fc
        .record(arbitraries)
        .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
    case 'record':
      return fc.dictionary(inner(def.keyType) as fc.Arbitrary<string>, inner(def.valueType), { maxKeys: 3 });
    case 'unknown':
    case 'any':
      return fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
    case 'transform':
      return fc.constant(undefined);
    default:
      throw new Error(`zod-arbitrary: no arbitrary for zod kind ${def.type}`);
  }
}
