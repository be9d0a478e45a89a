import type { ReactElement } from 'react';
import type { PublicPage } from './publicPage';

/**
 * A public page drawn from no answer (/login, /register): it shows no id and seeds nothing, and its
 * texts and title are among the core texts.
 */
export function pageWithoutData(titleKey: string, element: () => ReactElement): PublicPage {
  return { bundles: [], titleKey, idOf: () => '', seed() {}, element };
}
