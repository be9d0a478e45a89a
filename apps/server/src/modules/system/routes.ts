import { api } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { mount } from '../../platform/routing';

/** Whether the server has a dev faucet: the dev routes are mounted and the chain is simulated (the payer pages' faucet). */
export const hasDevFaucet = (deps: Pick<Deps, 'chainSimulator'>, devRoutes: boolean): boolean =>
  devRoutes && deps.chainSimulator !== undefined;

/** The health route; its `faucet` says `hasDevFaucet`. */
export function systemRoutes(app: FastifyInstance, deps: Deps, devRoutes: boolean) {
  const faucet = hasDevFaucet(deps, devRoutes);
  mount(app, api.health, null, async () => {
    await deps.db.query('SELECT 1');
    return { status: 'ok' as const, database: deps.db.kind, faucet };
  });
}
