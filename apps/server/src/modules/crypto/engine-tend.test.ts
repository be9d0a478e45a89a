import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { ManualClock } from '../../platform/clock';
import { devMailbox } from '../../platform/mail';
import { publicUrlOf } from '../../platform/public-url';
import { SimulatedChain } from '../../rails/chain/simulated';
import type { SendRequest } from '../../rails/chain/types';
import { addressBook } from '../../testing/harness';
import { createTestDb } from '../../testing/test-db';
import { catalogueLoader } from './catalogue';
import { receivingEngine } from './engine';

/** A simulated chain whose node for one network fails: its upkeep, and its sends for now (fees above the cap). */
class ChainFailingToTend extends SimulatedChain {
  readonly tended: string[] = [];
  constructor(
    db: Db,
    clock: ManualClock,
    private readonly failing: string,
  ) {
    super(db, clock, addressBook());
  }
  override async tend(network: string): Promise<void> {
    this.tended.push(network);
    if (network === this.failing) throw new Error(`the node of ${network} does not answer`);
  }
  override async send(req: SendRequest) {
    if (req.network === this.failing) throw new Error('the base fee is above EVM_MAX_FEE_GWEI');
    return super.send(req);
  }
}

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

describe("the engine's upkeep of chain sends", () => {
  it('tends every network before broadcasting; a network whose node fails is logged, its sends wait, the others go on', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
    const chain = new ChainFailingToTend(db, clock, 'ERC20');
    const errors: { network?: string; message: string }[] = [];
    const engine = receivingEngine(
      {
        config,
        db,
        clock,
        chain,
        mailer: devMailbox(db, pino({ level: 'silent' })),
        publicUrl: publicUrlOf(config),
      },
      catalogueLoader(db, config),
      {},
      {
        error: (details: { network?: string }, message) => errors.push({ network: details.network, message }),
      },
    );
    const queue = async (network: string, asset: string, to: string, ref: string) =>
      (
        await db.query<{ id: bigint }>(
          `INSERT INTO chain_sends (network, asset, to_address, amount, network_fee, purpose, ref_id, created_at)
           VALUES ($1, $2, $3, 5000000, 0, 'test_payout', $4, $5) RETURNING id`,
          [network, asset, to, ref, clock.now()],
        )
      )[0]!.id;
    const erc20 = await queue('ERC20', 'USDC', addressBook().derive('evm', 7n), 'r1');
    const erc20Later = await queue('ERC20', 'USDT', addressBook().derive('evm', 8n), 'r2');
    const trc20 = await queue('TRC20', 'USDT', addressBook().derive('tron', 7n), 'r3');

    await engine.tick();
    expect(chain.tended.sort()).toEqual(['ERC20', 'TRC20']);
    expect(errors).toEqual([
      { network: 'ERC20', message: expect.stringMatching(/tending the chain sends/) },
      { network: 'ERC20', message: expect.stringMatching(/could not be made; it stays queued/) },
    ]);
    const status = async (id: bigint) =>
      (await db.query<{ status: string }>('SELECT status FROM chain_sends WHERE id = $1', [id]))[0]!.status;
    expect([await status(erc20), await status(erc20Later), await status(trc20)]).toEqual([
      'queued',
      'queued',
      'sent',
    ]);
  });
});
