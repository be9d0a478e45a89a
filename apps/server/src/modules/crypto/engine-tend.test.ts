import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { ManualClock } from '../../platform/clock';
import { devMailbox } from '../../platform/mail';
import { publicUrlOf } from '../../platform/public-url';
import { SimulatedChain } from '../../rails/chain/simulated';
import { addressBook } from '../../testing/harness';
import { createTestDb } from '../../testing/test-db';
import { catalogueLoader } from './catalogue';
import { receivingEngine } from './engine';

/** A simulated chain whose node for one network fails its upkeep. */
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
}

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

describe("the engine's upkeep of chain sends", () => {
  it('tends every network before broadcasting; one failing network is logged and the others go on', async () => {
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
    const [row] = await db.query<{ id: bigint }>(
      `INSERT INTO chain_sends (network, asset, to_address, amount, network_fee, purpose, ref_id, created_at)
       VALUES ('TRC20', 'USDT', $1, 5000000, 0, 'test_payout', 'r1', $2) RETURNING id`,
      [addressBook().derive('tron', 7n), clock.now()],
    );

    await engine.tick();
    expect(chain.tended.sort()).toEqual(['ERC20', 'TRC20']);
    expect(errors).toEqual([{ network: 'ERC20', message: expect.stringMatching(/tending the chain sends/) }]);
    const [send] = await db.query<{ status: string }>('SELECT status FROM chain_sends WHERE id = $1', [
      row!.id,
    ]);
    expect(send!.status).toBe('sent');
  });
});
