import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootScreen } from './BootScreen';

/** The markup inside `<div id="root">` of the console's HTML, whitespace between tags removed. */
function rootOfIndexHtml(): string {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const inner = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
  return inner
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/\s*\/>/g, '/>');
}

describe('the boot screen', () => {
  it('is drawn by the router as index.html draws it before any script runs, tag for tag', () => {
    const markup = renderToStaticMarkup(<BootScreen />);
    expect(markup).toContain('<svg class="mc-boot-mark"');
    expect(rootOfIndexHtml()).toBe(markup);
  });
});
