import type { Plugin } from 'vite';
import { PUBLIC_ENTRY, PUBLIC_PAGES } from './bundle-size';

/**
 * The dev server answers the public entry's pages (/login, /register, /payment, /batch/transfer) with
 * `public.html`, as the product's server does with its drawn pages: the entry draws them in the
 * browser there and asks for their data itself. Other paths stay the console's (history fallback).
 */
export function publicEntryInDev(): Plugin {
  const paths = new Set(Object.keys(PUBLIC_PAGES));
  return {
    name: 'mc-public-entry-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname = '', query] = (req.url ?? '').split('?', 2);
        const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
        if (paths.has(path)) req.url = `/${PUBLIC_ENTRY}${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
  };
}
