import { api } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { mount } from '../../platform/routing';

export function systemRoutes(app: FastifyInstance, deps: Deps) {
  mount(app, api.health, null, async () => {
    await deps.db.query('SELECT 1');
    return { status: 'ok' as const, database: deps.db.kind };
  });
}
