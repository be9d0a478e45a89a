import { vi } from 'vitest';

/**
 * The window as wide or as narrow as asked: what `matchMedia('(max-width: 768px)')` answers (a phone
 * when narrow). Undone by `vi.restoreAllMocks()`.
 */
export function screenWidth(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: narrow && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
