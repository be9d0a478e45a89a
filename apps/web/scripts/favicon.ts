import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../../e2e/chromium';

/**
 * Draws `public/favicon.png` (64 px, transparent corners) from `scripts/favicon.svg`, the mark's source:
 * `npm run favicon -w @mc/web` after the drawing changes. The pages link the PNG, not the SVG: a
 * browser opens an SVG icon as a document of its own on the page's main thread (10 to 20 ms on a fast
 * machine, right after the first paint), a PNG is decoded in a fraction of a millisecond.
 */
const PX = 64;
const here = path.dirname(fileURLToPath(import.meta.url));
const svg = fs.readFileSync(path.join(here, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  const page = await browser.newPage({ viewport: { width: PX, height: PX } });
  await page.setContent(
    `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${PX}" height="${PX}" `)}</body></html>`,
  );
  await page.screenshot({ path: path.join(here, '..', 'public', 'favicon.png'), omitBackground: true });
} finally {
  await browser.close();
}
