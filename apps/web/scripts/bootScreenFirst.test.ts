import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOT_SCREEN_STYLES,
  bootScreenFirst,
  bootScreenFirstPlugin,
  bootScreenStyles,
  SHELL,
} from './bootScreenFirst';

/** The page as Vite writes it: the entry, its preloads and its style sheet in the head. */
const BUILT = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>Merchant Console</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"><div class="mc-boot"></div></div>
  </body>
</html>
`;

/** The plugin's step as Vite calls it on the built page. */
function transform(html: string): string {
  const hook = bootScreenFirstPlugin().transformIndexHtml as {
    handler: (html: string) => string;
  };
  return hook.handler(html);
}

describe("the console's page paints its boot screen before the entry's style sheet", () => {
  it('has the boot screen’s rules in its head and its style sheet preloaded, applied by the entry', () => {
    const page = bootScreenFirst(BUILT, '.mc-boot{display:flex}');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(/<style>\.mc-boot\{display:flex\}<\/style>\s*$/);
    // fetched at once, parsed only when the entry applies it: nothing in the page is a style sheet
    expect(page).not.toContain('rel="stylesheet"');
    expect(head).toContain(
      '<link rel="preload" as="style" data-sheet crossorigin href="/assets/index-c3.css">',
    );
    // the entry and its preloads stay as they were; the body too
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-b2.js">');
    expect(page.slice(page.indexOf('</head>'))).toBe(BUILT.slice(BUILT.indexOf('</head>')));
  });

  it('writes the rules of the boot screen’s own style files, minified', () => {
    const page = transform(BUILT);
    const style = /<style>([^<]*)<\/style>/.exec(page)?.[1] ?? '';
    // the files the component itself imports, the rules the router's boot screen draws with
    const component = readFileSync(join(SHELL, 'BootScreen.tsx'), 'utf8');
    for (const file of BOOT_SCREEN_STYLES) expect(component).toContain(`import './${file}';`);
    expect(style).toBe(bootScreenStyles());
    // every rule of both files, minified
    for (const selector of ['.mc-boot{', '.mc-boot-mark{', '.mc-page-loading{', '.mc-spinner{']) {
      expect(style).toContain(selector);
    }
    expect(style).toMatch(/\.mc-boot\{[^}]*position:fixed/);
    expect(style).toMatch(/@keyframes mc-spin\{to\{transform:rotate\(360deg\)\}\}/);
    expect(style).not.toMatch(/\s{2}|\/\*/);
  });

  it('leaves a page without a head as it is', () => {
    expect(bootScreenFirst('<p>x</p>', 'a{b:c}')).toBe('<p>x</p>');
  });
});
