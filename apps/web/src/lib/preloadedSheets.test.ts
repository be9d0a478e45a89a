import { afterEach, describe, expect, it } from 'vitest';
import { applyPreloadedSheets } from './preloadedSheets';

afterEach(() => {
  document.head.innerHTML = '';
});

/** The page's head as the build writes it: the entry's sheet preloaded, marked for the entry. */
function preload(href: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<link rel="preload" as="style" data-sheet crossorigin href="${href}">`,
  );
}

const sheets = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((l) => ({
    href: l.getAttribute('href'),
    crossOrigin: l.getAttribute('crossorigin'),
  }));

describe('the preloaded style sheets', () => {
  it('become style sheets of the same address, and the promise waits until each has loaded', async () => {
    preload('/assets/index-c3.css');
    preload('/assets/more-d4.css');
    let applied = false;
    const done = applyPreloadedSheets().then(() => {
      applied = true;
    });
    expect(sheets()).toEqual([
      { href: '/assets/index-c3.css', crossOrigin: '' },
      { href: '/assets/more-d4.css', crossOrigin: '' },
    ]);
    const [first, second] = Array.from(document.querySelectorAll('link[rel="stylesheet"]'));
    first?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(applied).toBe(false);
    // a sheet that fails leaves the console drawn with what it has
    second?.dispatchEvent(new Event('error'));
    await done;
    expect(applied).toBe(true);
  });

  it('resolve at once where the page preloads none (the dev server, a test)', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="style" href="/x.css">');
    await applyPreloadedSheets();
    expect(sheets()).toEqual([]);
  });
});
