import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { Catalogue } from './catalogue';
import { latePaymentRefundOutcomes } from './late-payment-refunds';
import { orderLifecycle } from './lifecycle';
import { orderRefundOutcomes } from './refunds';
import { chainSender, type SendOutcomes } from './sends';
import { unclaimedRefundOutcomes } from './unclaimed-refunds';
import { depositWatcher } from './watcher';

export interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
}

/** Background work of receiving crypto (and the chain sends of other areas, by purpose), as jobs for the runner and as one `tick()` for tests. */
export function receivingEngine(
  deps: Deps,
  log: FastifyBaseLogger,
  catalogue: () => Promise<Catalogue>,
  otherSends: Record<string, SendOutcomes> = {},
) {
  const watcher = depositWatcher(deps, catalogue);
  const lifecycle = orderLifecycle(deps);
  const sender = chainSender(deps, catalogue, {
    ...otherSends,
    order_refund: orderRefundOutcomes,
    late_payment_refund: latePaymentRefundOutcomes(async () => (await catalogue()).decimals),
    unclaimed_refund: unclaimedRefundOutcomes,
  });

  async function networks() {
    return [...(await catalogue()).networks.keys()];
  }

  /**
   * Runs `step` on every network, each on its own: a network whose node fails is logged and left
   * for the next run, and the others go on.
   */
  async function onEachNetwork(job: string, step: (network: string) => Promise<void>) {
    for (const network of await networks()) {
      try {
        await step(network);
      } catch (err) {
        log.error({ err, job, network }, 'chain work failed on a network');
      }
    }
  }

  function watch() {
    return onEachNetwork('deposit-watcher', async (network) => {
      while (await watcher.scan(network)) {
        /* read until caught up */
      }
      await watcher.confirm(network);
    });
  }

  function sends() {
    return onEachNetwork('chain-sends', async (network) => {
      await sender.broadcast(network);
      await sender.confirm(network);
    });
  }

  /** Every step once, in order: what tests call after moving the chain or the clock. */
  async function tick() {
    await watch();
    await lifecycle.expire();
    await lifecycle.settle();
    await sends();
  }

  const every = deps.config.WATCHER_INTERVAL_MS;
  const simulator = deps.chainSimulator;
  const jobs: Job[] = [
    ...(simulator
      ? [
          {
            name: 'chain-blocks',
            intervalMs: Math.min(every, deps.config.CHAIN_BLOCK_MS),
            run: async () => simulator.mine(await networks(), deps.config.CHAIN_BLOCK_MS),
          },
        ]
      : []),
    { name: 'deposit-watcher', intervalMs: every, run: watch },
    { name: 'order-expiry', intervalMs: every, run: lifecycle.expire },
    { name: 'order-settlement', intervalMs: every, run: lifecycle.settle },
    { name: 'chain-sends', intervalMs: every, run: sends },
  ];

  return { watcher, lifecycle, sender, tick, jobs };
}

export type ReceivingEngine = ReturnType<typeof receivingEngine>;
