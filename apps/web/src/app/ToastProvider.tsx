import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { whenToastAsked } from '../lib/notify';

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * Toasts: the antd message host loads as its own chunk when the first toast is asked for, so it stays
 * out of the first load and the first seconds of every page; toasts asked for earlier are queued by
 * lib/notify and shown once it is mounted.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastAsked(() => setWanted(true)), []);
  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}
