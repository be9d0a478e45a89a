/**
 * Applies the style sheets the page preloads for the entry (`<link rel="preload" as="style"
 * data-sheet>`, written by the build: `scripts/bootScreenFirst.ts`) and resolves once each has loaded
 * or failed. The page paints its boot screen without them; the console draws its shell only after,
 * so nothing is drawn unstyled. Each becomes a `<link rel="stylesheet">` of the same address, which is
 * what the module loader looks for before it adds a sheet a lazy chunk depends on: none is fetched twice.
 */
export function applyPreloadedSheets(doc: Document = document): Promise<void> {
  const preloads = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-sheet]'));
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          // the preload's own mode, so that the sheet is the response it fetched
          const mode = preload.getAttribute('crossorigin');
          if (mode !== null) sheet.setAttribute('crossorigin', mode);
          sheet.href = preload.getAttribute('href') ?? '';
          // a sheet that fails to load leaves the console drawn with what it has, never blank
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
