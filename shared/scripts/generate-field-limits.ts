// Writes src/api/field-limits/<feature>.gen.ts: each route body's text fields with the limits its
// schema sets (required, minLength, maxLength), one export per route named as in routes.gen.ts, one
// module per feature as the routes' are, so the web's forms take their limits from the schemas the
// server checks without loading zod, and a form's bundle only its feature's. src/api/field-limits.gen.ts
// (`@fitchoice/shared/api/field-limits`) re-exports them all. Run `npm run generate -w @fitchoice/shared`
// after changing a schema; a test fails while it is stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ZodString, ZodType } from 'zod';
import { contractEntries, handlerNameOf } from '../src/api/contract';
import type { InputLimits } from '../src/api/field-limits.gen';
import { exportNameOf } from './generate-routes';

export const FIELD_LIMITS_MODULE = fileURLToPath(new URL('../src/api/field-limits.gen.ts', import.meta.url));
/** The folder of the per-feature modules, each written whole by this script. */
export const FIELD_LIMITS_FOLDER = fileURLToPath(new URL('../src/api/field-limits/', import.meta.url));

interface Def {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
}

const defOf = (schema: ZodType) => schema._zod.def as Def;

/** The schema a wrapper (optional, nullable, default, readonly, catch) wraps, or a pipe's input. */
function innerOf(schema: ZodType): ZodType | undefined {
  const def = defOf(schema);
  return def.type === 'pipe' ? def.in : def.innerType;
}

/** The schema a value is checked with first: inside every wrapper, a pipe's input. */
function baseOf(schema: ZodType): ZodType {
  let node = schema;
  for (let inner = innerOf(node); inner; inner = innerOf(node)) node = inner;
  return node;
}

function lengthsOf(schema: ZodType): Pick<InputLimits, 'minLength' | 'maxLength'> {
  for (let node: ZodType | undefined = schema; node; node = innerOf(node)) {
    // Plain text states its lengths in meta (common.ts plainTextSchema): its refinements hide them.
    const meta = node.meta();
    if (typeof meta?.maxLength === 'number') {
      return { ...(typeof meta.minLength === 'number' ? { minLength: meta.minLength } : {}), maxLength: meta.maxLength };
    }
    if (defOf(node).type === 'string') {
      const { minLength, maxLength } = node as ZodString;
      return { ...(minLength ? { minLength } : {}), ...(maxLength !== null ? { maxLength } : {}) };
    }
  }
  return {};
}

/**
 * A text field's limits (a string's, or a choice's among an enum's values): `required` when the
 * schema refuses both an empty text and no value at all, and the lengths it allows. Null for a
 * number, a flag or a list, which a form makes from its own controls.
 */
export function inputLimits(schema: ZodType): InputLimits | null {
  const base = defOf(baseOf(schema)).type;
  if (base !== 'string' && base !== 'enum') return null;
  const required = !schema.safeParse('').success && !schema.safeParse(undefined).success;
  return { ...(required ? { required: true as const } : {}), ...lengthsOf(schema) };
}

/**
 * Every text field of an object body that has a limit, by its path: a nested object's as `address.line1`, a list of
 * objects' as `photos.alt` (each item's). Empty for a body that is not an object.
 */
export function bodyLimits(schema: ZodType, prefix = ''): Record<string, InputLimits> {
  const base = baseOf(schema);
  const def = defOf(base);
  if (def.type === 'array' && def.element) return bodyLimits(def.element, prefix);
  if (def.type !== 'object' || !def.shape) return {};
  const limits: Record<string, InputLimits> = {};
  for (const [name, field] of Object.entries(def.shape)) {
    const own = inputLimits(field);
    if (!own) Object.assign(limits, bodyLimits(field, `${prefix}${name}.`));
    else if (Object.keys(own).length > 0) limits[`${prefix}${name}`] = own;
  }
  return limits;
}

const keyOf = (path: string) => (/^[A-Za-z_]\w*$/.test(path) ? path : `'${path}'`);
const objectOf = (entries: [string, unknown][]) => `{ ${entries.map(([key, value]) => `${keyOf(key)}: ${String(value)}`).join(', ')} }`;

const HEADER = '// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.';

/** Every generated module (the per-feature ones and the one that re-exports them): its path and its source. */
export function fieldLimitsModules(): Map<string, string> {
  const features = new Map<string, string[]>();
  for (const [id, route] of contractEntries()) {
    const limits = route.body ? bodyLimits(route.body) : {};
    if (Object.keys(limits).length === 0) continue;
    const fields = Object.entries(limits).map(([path, own]) => `  ${keyOf(path)}: ${objectOf(Object.entries(own))},`);
    const rows = [`export const ${exportNameOf(id)} = {`, ...fields, '} as const satisfies Record<string, InputLimits>;'];
    const feature = handlerNameOf(id);
    features.set(feature, [...(features.get(feature) ?? []), ...rows]);
  }
  const modules = new Map<string, string>();
  for (const [feature, rows] of features) {
    modules.set(
      join(FIELD_LIMITS_FOLDER, `${feature}.gen.ts`),
      [
        HEADER,
        `// The ${feature} routes' text fields and their limits.`,
        "import type { InputLimits } from '../field-limits.gen';",
        '',
        ...rows,
        '',
      ].join('\n'),
    );
  }
  modules.set(
    FIELD_LIMITS_MODULE,
    [
      HEADER,
      "// Each route body's text fields and the limits its schema sets, for the web's forms, without zod: one module per",
      '// feature (field-limits/), so a bundle keeps only the modules of the routes its forms name.',
      '',
      "/** A text field's limits, as the attributes of its input. */",
      'export interface InputLimits {',
      '  readonly required?: true;',
      '  readonly minLength?: number;',
      '  readonly maxLength?: number;',
      '}',
      '',
      ...[...features.keys()].map((feature) => `export * from './field-limits/${feature}.gen';`),
      '',
    ].join('\n'),
  );
  return modules;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const modules = fieldLimitsModules();
  mkdirSync(FIELD_LIMITS_FOLDER, { recursive: true });
  for (const name of readdirSync(FIELD_LIMITS_FOLDER)) {
    if (!modules.has(join(FIELD_LIMITS_FOLDER, name))) rmSync(join(FIELD_LIMITS_FOLDER, name));
  }
  for (const [path, source] of modules) writeFileSync(path, source);
  console.log(`wrote ${FIELD_LIMITS_MODULE} and ${modules.size - 1} modules in ${FIELD_LIMITS_FOLDER}`);
}
