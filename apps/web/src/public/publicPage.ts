import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { MessageBundle } from '../locales/messageBundle';

/**
 * A page of the public entry: drawn on the server with what it reads in-process, then hydrated in
 * the browser from the same answer embedded in the page (`pageData.ts`). Add one in `pages/`, name it
 * in `publicPages.ts`, and the server answers its path (`apps/server/src/public-page-data.ts` says what
 * it reads).
 */
export interface PublicPage {
  /** Its texts beyond the core ones: in its first load, never fetched after. */
  bundles: readonly MessageBundle[];
  /**
   * The key of its title (`APP_TITLE | title`, SHELL-3), and the texts that hold it (the server's alone;
   * none when the core texts hold it).
   */
  titleKey: string;
  titles?: () => Promise<MessageBundle>;
  /** The id it shows, from its address's query (`?order=`, `?account=`); empty when it shows none. */
  idOf(search: URLSearchParams): string;
  /**
   * Puts the server's answer where the page's query reads it: the page is drawn from it at once
   * (null: nothing of that id) and its polling goes on from there. `faucet`: what the server said of
   * its dev faucet (undefined: nothing).
   */
  seed(client: QueryClient, id: string, data: unknown, faucet?: boolean): void;
  /**
   * Takes over, before the hydration, what the server drew and the first render would otherwise work
   * out again (a QR code's modules).
   */
  adopt?(doc: Document): void;
  /** The page itself. */
  element(id: string): ReactElement;
}
