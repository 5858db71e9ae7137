// Shared steps of the end-to-end tests that check a screen keeps its place while it loads: the
// page's layout shifts without recent input (what Lighthouse's CLS adds up), watched from its first
// paint on, with what moved; and a phone's CPU, as Lighthouse's mobile run simulates it.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';

interface Shift {
  value: number;
  /** Each element that moved, as `tag.class`. */
  moved: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** The shifts so far: their sum, and what moved (for the failure message). */
export interface Shifts {
  total: number;
  moved: string[];
}

/**
 * Records the page's layout shifts without recent input, from the first paint of each document it
 * loads from now on (a buffered observer, added before the page's own scripts). The function
 * returned reads those of the document open when it is called.
 */
export async function watchShifts(page: Page): Promise<() => Promise<Shifts>> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((source) =>
              source.node instanceof Element
                ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
                : String(source.node?.nodeName),
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => window.__layoutShifts);
    // No record is a page the watcher never saw, not a page that kept still.
    if (!shifts) throw new Error(`no layout shifts recorded on ${page.url()}: watchShifts was not called before it loaded`);
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
  };
}

/** A phone's CPU, as Lighthouse's mobile run simulates it: 4x slower, until the page closes. */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
