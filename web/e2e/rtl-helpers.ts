// What an Arabic screen must not show: a Latin-script word that is neither a brand word nor user
// content isolated from the Arabic around it (<bdi>, a dir attribute, an inline unicode-bidi:
// isolate or plaintext, or FSI … PDI around it in the text). A word left over is a string that bypassed the catalogues, or a name, a gym, a post
// whose direction would bleed into the sentence ("!Welcome, Alex Walker").
import type { Page } from '@playwright/test';

/** Words the Arabic catalogues keep in Latin letters (brands, units, file types). */
export const LATIN_WORDS = [
  'FitChoice',
  'SweatCoins',
  'SweatCoin',
  'XP',
  'QR',
  'ETH',
  'Wi-Fi',
  'MetaMask',
  'Web3',
  'CSV',
  'iPhone',
  'JPEG',
  'PNG',
  'WebP',
  'PDF',
  'Fitverse',
  'Ethereum',
  'Sepolia',
  'Holesky',
  'HIIT',
];

/** The text of every non-isolated text node of the page that holds a Latin word outside LATIN_WORDS. */
export function strayLatin(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const isolated = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
        if (node.localName === 'bdi' || node.hasAttribute('dir')) return true;
        // Browsers give every block unicode-bidi: isolate, which leaves the text inside it in the
        // block's paragraph: only an inline isolate sets a value apart from the words around it.
        const { unicodeBidi, display } = getComputedStyle(node);
        if (unicodeBidi === 'plaintext' || (display.startsWith('inline') && unicodeBidi.startsWith('isolate'))) return true;
      }
      return false;
    };
    const allowedWord = new RegExp(`(^|[^A-Za-z])(${allowed.map((word) => word.replace(/[-]/g, '\\-')).join('|')})(?![A-Za-z])`, 'g');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [hidden]')) continue;
      const text = node.textContent ?? '';
      // What a catalogue isolated itself (FSI … PDI around a value) is set apart already.
      const open = text.replace(/\u2068[^\u2069]*\u2069/g, ' ').replace(allowedWord, '$1');
      if (/[A-Za-z]{2,}/.test(open) && !isolated(parent)) found.push(text.trim());
    }
    return found;
  }, LATIN_WORDS);
}
