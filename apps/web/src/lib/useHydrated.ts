import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is rendered on the server and while the browser hydrates that HTML, true from the
 * render after: what only the browser knows (a wallet extension, the local clock's time zone, the dev
 * faucet's answer) is drawn then, so that hydration meets exactly the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
