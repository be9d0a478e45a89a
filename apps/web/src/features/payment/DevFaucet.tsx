import { lazy, Suspense } from 'react';
import type { FaucetButtonProps } from './FaucetButton';

/** Development only, and loaded only there: pays from the simulated chain's faucet. */
const FaucetButton = lazy(() => import('./FaucetButton'));

/** The dev faucet's button, loaded when a page shows it (nothing in production). */
export function DevFaucet(props: FaucetButtonProps) {
  return (
    <Suspense fallback={null}>
      <FaucetButton {...props} />
    </Suspense>
  );
}
