import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests start DynamoDB Local (a few seconds) in beforeAll and share two cores.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
