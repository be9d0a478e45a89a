/**
 * The console's page paints its boot screen before the entry's style sheet is parsed. The sheet
 * carries the UI kit's rules for the shell and the overview (some 320 KB, `antdStylesPlugin.ts`): in
 * the head it held the first paint back until it had been fetched and parsed, by which time the
 * scripts had arrived and ran first, so a phone showed a blank page for seconds (at the end of the
 * body it still raced the first frame). The build writes the boot screen's own rules into the head
 * (`bootScreen.css`, `pageLoading.css`: a few hundred bytes) and turns each style sheet link into a
 * preload marked `data-sheet`: the browser fetches the sheet at once, beside the scripts, and parses
 * nothing until the entry applies it (`src/lib/preloadedSheets.ts`) and waits for it before drawing
 * the shell, so the shell is never drawn unstyled and the boot screen's frame comes first.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/** The shell's folder, where the boot screen's style files are. */
export const SHELL = join(dirname(fileURLToPath(import.meta.url)), '../src/shell');
/** The boot screen's rules, in the order the component imports them. */
export const BOOT_SCREEN_STYLES = ['bootScreen.css', 'pageLoading.css'];
const SHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** The boot screen's rules as the build minifies CSS (lightningcss, Vite's own minifier). */
export function bootScreenStyles(): string {
  const css = BOOT_SCREEN_STYLES.map((file) => readFileSync(join(SHELL, file), 'utf8')).join('\n');
  return transform({ filename: 'boot-screen.css', code: Buffer.from(css), minify: true }).code.toString();
}

/**
 * The page with `styles` in a `<style>` at the end of its head and each style sheet link of its head
 * a preload (`rel="preload" as="style" data-sheet`, its other attributes kept). A page without a head
 * is returned as it is.
 */
export function bootScreenFirst(html: string, styles: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html
    .slice(0, end)
    .replace(SHEET_LINK, (link) => link.replace('rel="stylesheet"', 'rel="preload" as="style" data-sheet'));
  return `${head.trimEnd()}\n    <style>${styles}</style>\n  ${html.slice(end)}`;
}

/** The build's step (the dev server serves the page as it is written: its styles come with the scripts). */
export function bootScreenFirstPlugin(): Plugin {
  return {
    name: 'mc-boot-screen-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => bootScreenFirst(html, bootScreenStyles()),
    },
  };
}
