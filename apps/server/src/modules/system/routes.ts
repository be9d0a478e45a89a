import { api } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { mount } from '../../platform/routing';

/** `faucet`: the dev routes are mounted and the chain is simulated (the payment page's faucet). */
export function systemRoutes(app: FastifyInstance, deps: Deps, devRoutes: boolean) {
  const faucet = devRoutes && deps.chainSimulator !== undefined;
  mount(app, api.health, null, async () => {
    await deps.db.query('SELECT 1');
    return { status: 'ok' as const, database: deps.db.kind, faucet };
  });
}
