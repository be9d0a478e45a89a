import { api } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { mount } from '../../platform/routing';

/** Development helpers; never registered when NODE_ENV=production. */
export function devRoutes(app: FastifyInstance, deps: Deps) {
  mount(app, api.devMailbox, null, async ({ query }) => {
    const rows = await deps.db.query<{ to_email: string; subject: string; body: string; created_at: Date }>(
      `SELECT to_email, subject, body, created_at FROM dev_mailbox
       WHERE lower(to_email) = lower($1) ORDER BY id DESC LIMIT 50`,
      [query.email],
    );
    return {
      items: rows.map((r) => ({
        to: r.to_email,
        subject: r.subject,
        text: r.body,
        created_at: r.created_at.toISOString(),
      })),
    };
  });
}
