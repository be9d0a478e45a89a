import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __leftRoot?: string[];
  }
}

/**
 * Watches a page the server drew while its script hydrates it. The public entry runs on Preact, which
 * mends a difference between the server's HTML and its first render in silence, by replacing the
 * elements that differ: every element that leaves `#root` is recorded from the document's first
 * byte on (call before `goto`) until the answer is read, not only while the page hydrates. A
 * hydration that meets the server's HTML removes none; read the answer before the test does anything
 * that rightly removes an element (a click that closes a message), or that removal counts too.
 */
export async function watchHydration(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const left: string[] = [];
    window.__leftRoot = left;
    new MutationObserver((records) => {
      for (const record of records) {
        const parent = record.target as Element;
        if (!parent.closest?.('#root')) continue;
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element) left.push(`${node.tagName.toLowerCase()}.${node.className}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => window.__leftRoot ?? []);
}
