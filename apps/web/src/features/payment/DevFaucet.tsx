import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { useDevFaucet } from './devFaucetProbe';
import type { FaucetButtonProps } from './FaucetButton';

/** Development only, and loaded only there: pays from the simulated chain's faucet. */
const FaucetButton = lazy(() => import('./FaucetButton'));

/**
 * The dev faucet's button, drawn in the browser once the server says it has a faucet: its code is
 * loaded only then (nothing in production).
 */
export function DevFaucet(props: FaucetButtonProps) {
  const hydrated = useHydrated();
  const available = useDevFaucet();
  if (!hydrated || !available) return null;
  return (
    <Suspense fallback={null}>
      <FaucetButton {...props} />
    </Suspense>
  );
}
