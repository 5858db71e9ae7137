// Every test project of the repo; run with `vitest run --config vitest.workspace.ts` (npm test).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared/vitest.config.ts', 'functions/vitest.config.ts', 'infra/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
