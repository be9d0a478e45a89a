import { lazy, type ReactNode, Suspense } from 'react';

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * Toasts: the antd message host loads as its own chunk right after the first paint, so it stays
 * out of the critical path of /login; toasts asked for earlier are queued by lib/notify.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
      {children}
    </>
  );
}
