// Renders the app icons (public/icons/*.png) from their SVG sources with the machine's Chromium.
// Run after changing an SVG: `node scripts/render-icons.mjs`; the PNGs are committed.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const renders = [
  { source: 'icon.svg', out: 'icon-192.png', size: 192 },
  { source: 'icon.svg', out: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', out: 'icon-maskable-512.png', size: 512 },
  { source: 'icon-maskable.svg', out: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { source, out, size } of renders) {
    const svg = await readFile(`${iconsDir}${source}`, 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    await page.screenshot({ path: `${iconsDir}${out}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`${out} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
