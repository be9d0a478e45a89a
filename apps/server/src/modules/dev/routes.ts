import { api, toMinor } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
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

  mount(app, api.devChainTransfer, null, async ({ body }) => {
    if (!deps.chain.isValidAddress(body.network, body.to)) throw fail.field('to', 'address_invalid');
    const amount = toMinor(body.amount, 6);
    if (amount === null || amount === 0n) throw fail.field('amount', 'amount_invalid');
    const txHash = await deps.chain.transfer(deps.db, {
      network: body.network,
      asset: body.asset,
      from: deps.chain.faucetAddress(body.network),
      to: body.to,
      amount,
    });
    return { tx_hash: txHash };
  });

  mount(app, api.devChainMine, null, async ({ body }) => {
    let heights: Record<string, number> = {};
    const networks = (await deps.db.query<{ code: string }>('SELECT code FROM networks ORDER BY sort')).map(
      (n) => n.code,
    );
    for (let i = 0; i < body.blocks; i++) heights = await deps.chain.mine(networks);
    return { heights };
  });
}
