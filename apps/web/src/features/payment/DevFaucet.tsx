import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import type { FaucetButtonProps } from './FaucetButton';

/** Development only, and loaded only there: pays from the simulated chain's faucet. */
const FaucetButton = lazy(() => import('./FaucetButton'));

/** The dev faucet's button, loaded when a page shows it in the browser (nothing in production). */
export function DevFaucet(props: FaucetButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <FaucetButton {...props} />
    </Suspense>
  );
}
