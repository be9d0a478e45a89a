import { useContext, useMemo } from 'react';
import { type NavigateOptions, UNSAFE_DataRouterContext } from 'react-router';

/** SHELL-35: runs a navigation and swallows its errors (sync throws and rejected promises). */
export function swallowNavigation(run: () => unknown): void {
  try {
    const result = run();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // a cancelled or duplicated navigation is not the user's problem
  }
}

export interface RouterNav {
  push(to: string, options?: NavigateOptions): void;
  replace(to: string, options?: NavigateOptions): void;
}

/**
 * SHELL-35: `push` / `replace` that never throw. They go to the router itself: `useNavigate()`
 * follows the current route, which would re-render every shell control on each navigation.
 * Paths are absolute.
 */
export function useRouterNav(): RouterNav {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error('useRouterNav needs the data router');
  return useMemo(
    () => ({
      push: (to, options) => swallowNavigation(() => router.navigate(to, options)),
      replace: (to, options) => swallowNavigation(() => router.navigate(to, { ...options, replace: true })),
    }),
    [router],
  );
}
