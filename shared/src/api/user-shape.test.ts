import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USER_SHAPE_MODULE, userShapeModuleSource } from '../../scripts/generate-user-shape';

describe("the user's generated shape", () => {
  it('is generated from userSchema (run `npm run generate -w @fitchoice/shared` when this fails)', () => {
    expect(readFileSync(USER_SHAPE_MODULE, 'utf8')).toBe(userShapeModuleSource());
  });
});
