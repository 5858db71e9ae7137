// One Node line: the tests, like every npm script, run on the Node.js major the functions are
// deployed on (the root's `node` devDependency puts that Node first in the scripts' PATH).
import { describe, expect, it } from 'vitest';
import { LAMBDA_RUNTIME } from '../lib/node-function';

describe('the Node.js line', () => {
  it('is the one the functions run on', () => {
    expect(`nodejs${process.versions.node.split('.')[0]}.x`).toBe(LAMBDA_RUNTIME.name);
  });
});
