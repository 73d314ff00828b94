/**
 * Draws the installable app's icons (issue 27) from the app's logo (`web/public/favicon.svg`) into
 * `web/public/icons/`: 192 and 512 px (the logo with its rounded corners), a maskable 512 px one (full-bleed
 * background, the glyph inside the central 80 % safe zone, so that any mask shape keeps it whole) and the 180 px
 * apple-touch-icon (opaque: iOS fills transparency with black). The PNGs are committed; run this again only when
 * the logo changes:
 *
 *   npx tsx web/scripts/pwa-icons.ts
 *
 * Renders in Debian's chromium through playwright-core (already a dependency of the browser tests).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = join(import.meta.dirname, '..', 'public');
const background = '#2649b8';

/** The logo's glyph (calendar page with a clock cell) without its rounded background, in the 32-unit box. */
function glyphOf(logo: string): string {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(logo)?.[1] ?? '';
  // The first element is the rounded background square; the rest is the glyph.
  return inner.replace(/^\s*<rect[^>]*\/>/, '');
}

const icons: { file: string; size: number; svg: (logo: string) => string }[] = [
  { file: 'icon-192.png', size: 192, svg: (logo) => logo },
  { file: 'icon-512.png', size: 512, svg: (logo) => logo },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: (logo) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
      `<g transform="translate(16 16) scale(0.72) translate(-16 -16)">${glyphOf(logo)}</g></svg>`,
  },
  {
    file: 'apple-touch-icon.png',
    size: 180,
    svg: (logo) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
      `<g transform="translate(16 16) scale(0.86) translate(-16 -16)">${glyphOf(logo)}</g></svg>`,
  },
];

const logo = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg(logo).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await writeFile(join(publicDir, 'icons', icon.file), png);
    await page.close();
    console.log(`web/public/icons/${icon.file} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
