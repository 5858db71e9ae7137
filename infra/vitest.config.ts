import { defineProject } from 'vitest/config';

export default defineProject({
  // A CDK synth takes 1-2 s alone and several seconds when the machine is busy: the default 5 s is too tight.
  test: { name: 'infra', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30_000 },
});
