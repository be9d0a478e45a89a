import type { Deps } from '../../platform/deps';
import { type NetworkLog, onEachNetwork } from '../../platform/each-network';
import type { Catalogue } from './catalogue';
import { finalHeightOf } from './final-height';
import { latePaymentRefundOutcomes } from './late-payment-refunds';
import { orderLifecycle } from './lifecycle';
import { OVERPAYMENT_REFUND, overpaymentRefundOutcomes } from './overpayment-refunds';
import { orderRefundOutcomes } from './refunds';
import { sendFinality } from './send-finality';
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
  catalogue: () => Promise<Catalogue>,
  otherSends: Record<string, SendOutcomes>,
  log: NetworkLog,
) {
  const watcher = depositWatcher(deps, catalogue, log);
  const lifecycle = orderLifecycle(deps);
  const purposes: Record<string, SendOutcomes> = {
    ...otherSends,
    order_refund: orderRefundOutcomes,
    late_payment_refund: latePaymentRefundOutcomes(async () => (await catalogue()).decimals),
    unclaimed_refund: unclaimedRefundOutcomes,
    [OVERPAYMENT_REFUND]: overpaymentRefundOutcomes(async () => (await catalogue()).decimals),
  };
  const sender = chainSender(deps, catalogue, purposes, log);
  const finality = sendFinality(deps, catalogue, purposes, log);

  async function networks() {
    return [...(await catalogue()).networks.keys()];
  }

  /** Reads and confirms each network's transfers; a network that fails is logged and the others go on. */
  async function watch() {
    const names = await networks();
    const at = await watcher.positions(names);
    await onEachNetwork(
      names,
      log,
      'reading the chain failed: tried again on the next pass',
      async (network) => {
        // read until caught up (each further range from the cursor as it stands then)
        let more = await watcher.scan(network, at.get(network));
        while (more) more = await watcher.scan(network);
      },
    );
    const deposits = await watcher.toConfirm(names);
    await onEachNetwork(names, log, 'confirming deposits failed: tried again on the next pass', (network) =>
      watcher.confirm(network, deposits(network)),
    );
  }

  /** The rail's upkeep of each network's sends (what was signed and not broadcast, what is stuck). */
  async function tend() {
    await onEachNetwork(
      await networks(),
      log,
      'tending the chain sends of a network failed; the others go on',
      async (n) => deps.chain.tend(n, async () => finalHeightOf(deps.chain, await catalogue(), n)),
    );
  }

  async function sends() {
    await tend();
    await finality.watch(await sender.pass());
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
