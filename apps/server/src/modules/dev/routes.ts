import { api, toMinor } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { keptMails } from '../../platform/mail';
import { mount } from '../../platform/routing';
import type { Catalogue } from '../crypto';

/** What the development helpers reach beyond the database: the monthly statements' generation. */
export interface DevHelpers {
  generateStatements: (month: string) => Promise<{ generated: number; exists: number; unreconciled: number }>;
}

/** Development helpers; never registered when NODE_ENV=production. */
export function devRoutes(
  app: FastifyInstance,
  deps: Deps,
  catalogue: () => Promise<Catalogue>,
  helpers: DevHelpers,
) {
  mount(app, api.devMailbox, null, async ({ query }) => {
    const rows = await keptMails(deps.db, query.email);
    return {
      items: rows.map((r) => ({
        to: r.to_email,
        subject: r.subject,
        text: r.body,
        created_at: r.created_at.toISOString(),
      })),
    };
  });

  mount(app, api.devGenerateStatements, null, ({ body }) => helpers.generateStatements(body.month));

  /** The simulated chain's controls: a real chain has no faucet and mines its own blocks. */
  const simulator = () => {
    if (!deps.chainSimulator) throw fail.notFound();
    return deps.chainSimulator;
  };

  mount(app, api.devChainTransfer, null, async ({ body }) => {
    const chain = simulator();
    if (!chain.simulates(body.network)) throw fail.field('network', 'network_not_simulated');
    if (!deps.chain.isValidAddress(body.network, body.to)) throw fail.field('to', 'address_invalid');
    const amount = toMinor(body.amount, 6);
    if (amount === null || amount === 0n) throw fail.field('amount', 'amount_invalid');
    const txHash = await chain.transfer(deps.db, {
      network: body.network,
      asset: body.asset,
      from: chain.faucetAddress(body.network),
      to: body.to,
      amount,
    });
    return { tx_hash: txHash };
  });

  mount(app, api.devChainMine, null, async ({ body }) => {
    const chain = simulator();
    let heights: Record<string, number> = {};
    const networks = [...(await catalogue()).networks.keys()];
    for (let i = 0; i < body.blocks; i++) heights = await chain.mine(networks);
    return { heights };
  });

  mount(app, api.devChainReorg, null, async ({ body }) => {
    const chain = simulator();
    if (!chain.takesBack(body.network)) throw fail.field('network', 'network_reorg_on_node');
    await chain.reorg(body.network, body.depth, body.drop);
    return { network: body.network, depth: body.depth };
  });
}
