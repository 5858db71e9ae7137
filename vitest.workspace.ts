// Every test project of the repo; run with `vitest run --config vitest.workspace.ts` (npm test).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on CI's two cores, which then waits on DynamoDB Local,
    // servers and child processes alone; one worker per core keeps both busy.
    maxWorkers: availableParallelism(),
    projects: ['shared/vitest.config.ts', 'functions/vitest.config.ts', 'infra/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
