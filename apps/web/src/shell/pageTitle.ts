import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../lib/routing/routeTypes';
import { useTranslation } from '../lib/useTranslation';

export const APP_TITLE = import.meta.env.VITE_APP_TITLE || 'Merchant Console';

/** SHELL-3: `APP_TITLE` alone, or `APP_TITLE | page title`. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${APP_TITLE} | ${pageTitle}` : APP_TITLE;
}

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): string | undefined {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (isRouteHandle(match?.handle) && match.handle.titleKey) return t(match.handle.titleKey, match.params);
  }
  return undefined;
}

/** SHELL-3: keeps the document title in step with the route. */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
