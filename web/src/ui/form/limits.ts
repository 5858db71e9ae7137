// The limits a text field takes from the shared zod schema its value is checked with (the server
// checks the same one), so no screen restates a number: `<Field {...REVIEW_LIMITS.text} />`. Reads
// the schema's own facts: a string's `.min`/`.max`, plain text's lengths (its `meta`, as OpenAPI
// publishes them), and whether an empty value passes. Only types come from zod: no zod is loaded.
import type { ZodObject, ZodString, ZodType } from 'zod';

/** The input's attributes that say its limits: spread them on a Field, TextAreaField or input. */
export interface InputLimits {
  required?: true;
  minLength?: number;
  maxLength?: number;
}

/** The schema a wrapper (optional, nullable, default, readonly, catch) wraps, or a pipe's input. */
function innerOf(schema: ZodType): ZodType | undefined {
  const def = schema._zod.def as { type: string; innerType?: ZodType; in?: ZodType };
  return def.type === 'pipe' ? def.in : def.innerType;
}

/** The schema a field's text is checked with first: inside every wrapper, a pipe's input. */
function baseOf(schema: ZodType): ZodType {
  let node = schema;
  for (let inner = innerOf(node); inner; inner = innerOf(node)) node = inner;
  return node;
}

function lengthsOf(schema: ZodType): Pick<InputLimits, 'minLength' | 'maxLength'> {
  for (let node: ZodType | undefined = schema; node; node = innerOf(node)) {
    const meta = node.meta();
    if (typeof meta?.maxLength === 'number') {
      return { ...(typeof meta.minLength === 'number' ? { minLength: meta.minLength } : {}), maxLength: meta.maxLength };
    }
    if (node._zod.def.type === 'string') {
      const { minLength, maxLength } = node as ZodString;
      return { ...(minLength ? { minLength } : {}), ...(maxLength !== null ? { maxLength } : {}) };
    }
  }
  return {};
}

/**
 * A text field's limits (a string's, or a choice's among an enum's values): `required` when the
 * schema refuses both an empty text and no value at all, and the lengths it allows (a browser counts
 * an emoji as two characters, the server as one: a text full of emoji may stop a little short of the
 * server's maximum, never past it). None for a number or a list, which the form makes from its text.
 */
export function inputLimits(schema: ZodType): InputLimits {
  const base = baseOf(schema)._zod.def.type;
  if (base !== 'string' && base !== 'enum') return {};
  const required = !schema.safeParse('').success && !schema.safeParse(undefined).success;
  return { ...(required ? { required: true } : {}), ...lengthsOf(schema) };
}

/** Each field's limits of a request body's schema, computed once (at module scope). */
export function formLimits<Shape extends ZodObject['shape']>(schema: { shape: Shape }): { readonly [K in keyof Shape]: InputLimits } {
  return Object.fromEntries(Object.entries(schema.shape).map(([field, value]) => [field, inputLimits(value)])) as {
    [K in keyof Shape]: InputLimits;
  };
}
