// Playwright's global setup: prints the Chromium the run drives (CHROMIUM_PATH or Debian's), once,
// before the first test, so a failure report names the browser version it happened in.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';

export default async function printChromiumVersion(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`Chromium ${browser.version()} (${CHROMIUM_PATH})`);
  } finally {
    await browser.close();
  }
}
