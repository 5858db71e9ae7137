// The `test` every spec uses: Playwright's, plus a check that fails a test on any uncaught error in
// the pages it opened (an exception or an unhandled promise rejection, in any page of its context),
// so an error a member would never see in the UI still fails the run; and a Content-Security-Policy
// violation (an eval, an inline style or script, a fetch to an origin the policy does not allow);
// and a library's console advert.
// Lint keeps specs on this one.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

const CSP_VIOLATION = 'Content-Security-Policy violation:';
const RXDB_ADVERT = 'RxDB Open Core';

export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith(CSP_VIOLATION)) errors.push(`${page.url()}: ${message.text()}`);
          // The production build prints no library advert (scripts/quiet-rxdb.mjs).
          if (message.text().includes(RXDB_ADVERT)) errors.push(`${page.url()}: RxDB's console advert: ${message.text().slice(0, 80)}`);
        });
      };
      // The page reports what its policy refused; the browser itself only tells its DevTools.
      await context.addInitScript((prefix) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`${prefix} ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
        });
      }, CSP_VIOLATION);
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
