import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Integration tests start a stack in beforeAll (DynamoDB Local once per run) and share two cores.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // The AWS SDK's "Node 22 soon" notice is noise in test output.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
