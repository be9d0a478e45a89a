import { useMemo } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';

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

/** SHELL-35: `push` / `replace` that never throw. */
export function useRouterNav(): RouterNav {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      push: (to, options) => swallowNavigation(() => navigate(to, options)),
      replace: (to, options) => swallowNavigation(() => navigate(to, { ...options, replace: true })),
    }),
    [navigate],
  );
}
