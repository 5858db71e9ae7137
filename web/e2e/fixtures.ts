// The `test` every spec uses: Playwright's, plus a check that fails a test on any uncaught error in
// the pages it opened (an exception or an unhandled promise rejection, in any page of its context),
// so an error a member would never see in the UI still fails the run. Lint keeps specs on this one.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`));
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(undefined);
      if (errors.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Uncaught errors in the page:\n${errors.join('\n\n')}`);
      }
    },
    { auto: true },
  ],
});
