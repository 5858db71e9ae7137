// Writes src/api/user-shape.gen.ts: the user object's shape (common.ts userSchema) as JSON Schema,
// for the web app's first screen, which checks the session's user and its stored copy without
// loading zod (web/src/db/user-shape.ts reads it). Run `npm run generate -w @fitchoice/shared` after
// changing userSchema; a test fails while it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { userSchema } from '../src/api/common';

export const USER_SHAPE_MODULE = fileURLToPath(new URL('../src/api/user-shape.gen.ts', import.meta.url));

export function userShapeModuleSource(): string {
  // The answer's shape as sent (output); unknown keys are zod's to strip, not a reason to refuse.
  const { $schema: _dialect, additionalProperties: _strict, ...shape } = z.toJSONSchema(userSchema, { io: 'output' });
  return [
    '// Generated from common.ts userSchema by `npm run generate -w @fitchoice/shared`: do not edit.',
    "// The user object's shape as JSON Schema, for checks that must not load zod (the web's first screen).",
    '',
    `export const USER_SHAPE = ${JSON.stringify(shape, null, 2)} as const;`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(USER_SHAPE_MODULE, userShapeModuleSource());
  console.log(`wrote ${USER_SHAPE_MODULE}`);
}
