// The check of the user object the server sends and the device stores: its shape is the shared
// userSchema's (shared/src/api/common.ts), generated as JSON Schema (user-shape.gen.ts), so the first
// screen checks it without loading zod (~25 KB gzipped). The checker knows the few keywords that shape
// uses; a test fails if the schema starts using another.
import type { User } from '@fitchoice/shared/api';
import { USER_SHAPE } from '@fitchoice/shared/api/user-shape';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

/** The part of JSON Schema the user's shape is written in. */
export interface Shape {
  type?: JsonType | readonly JsonType[];
  properties?: Readonly<Record<string, Shape>>;
  required?: readonly string[];
  items?: Shape;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  format?: string;
}

export const SHAPE_KEYWORDS: readonly string[] = ['type', 'properties', 'required', 'items', 'pattern', 'minimum', 'maximum', 'format'];

function typeOf(value: unknown): JsonType | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'object') return typeof value as JsonType;
  return 'other';
}

const patterns = new Map<string, RegExp>();

/** Whether `value` has `shape` (`format` is left to its `pattern`, which zod writes alongside). */
export function matchesShape(shape: Shape, value: unknown): boolean {
  const actual = typeOf(value);
  if (shape.type !== undefined) {
    const allowed: readonly JsonType[] = typeof shape.type === 'string' ? [shape.type] : shape.type;
    if (!allowed.includes(actual as JsonType) && !(actual === 'integer' && allowed.includes('number'))) return false;
  }
  if (typeof value === 'string' && shape.pattern !== undefined) {
    let pattern = patterns.get(shape.pattern);
    if (!pattern) patterns.set(shape.pattern, (pattern = new RegExp(shape.pattern)));
    if (!pattern.test(value)) return false;
  }
  if (typeof value === 'number' && ((shape.minimum ?? -Infinity) > value || (shape.maximum ?? Infinity) < value)) return false;
  if (Array.isArray(value) && shape.items) {
    const items = shape.items;
    if (!value.every((item) => matchesShape(items, item))) return false;
  }
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    if (!(shape.required ?? []).every((key) => object[key] !== undefined)) return false;
    for (const [key, property] of Object.entries(shape.properties ?? {})) {
      if (object[key] !== undefined && !matchesShape(property, object[key])) return false;
    }
  }
  return true;
}

export function parseUser(value: unknown): User | null {
  return matchesShape(USER_SHAPE, value) ? (value as User) : null;
}
