import { useLayoutEffect, useState } from 'react';

/**
 * False while a page is rendered on the server and while the browser hydrates that HTML, true from the
 * render after (before the browser paints it): what only the browser knows (a wallet extension, the
 * local clock's time zone, the dev faucet's answer) is drawn then, so that hydration meets exactly the
 * server's HTML. A state set by a layout effect, which no server render runs: the same on React and
 * on Preact's compatibility layer (whose server render has no server snapshot of an external store).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
