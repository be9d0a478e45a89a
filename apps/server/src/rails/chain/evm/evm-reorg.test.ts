import { describe, expect, it } from 'vitest';
import { evmTestFile } from '../../../testing/evm';
import type { TestApp } from '../../../testing/harness';
import { createOrder, order } from '../../../testing/receiving';
import { loggedInMerchant } from '../../../testing/scenarios';
import type { DevChain } from './dev-chain';

// Reorganisations of a real node (snapshot, revert, other blocks mined in their place).
let dev: DevChain;
let t: TestApp;
let token: string;
evmTestFile(19040, {}, async (made) => {
  ({ dev, t } = made);
  token = (await loggedInMerchant(t)).token;
});

const erc20Order = (amount: string) => createOrder(t, token, { network: 'ERC20', asset: 'USDC', amount });
const deposits = (orderId: string) =>
  t.db.query<{ status: string; block_height: bigint; block_hash: string }>(
    'SELECT status, block_height, block_hash FROM deposits WHERE order_id = $1 ORDER BY id',
    [orderId],
  );

describe('a reorganisation of the EVM node before confirmation', () => {
  it('a transfer whose block is replaced and which is not mined again is taken back', async () => {
    const o = await erc20Order('10');
    const before = await dev.snapshot();
    await dev.pay(o.deposit_address, 'USDC', 10_000_000n);
    await dev.mine(2);
    await t.app.receiving.tick();
    expect((await order(t, token, o.id)).status).toBe('confirming');
    await dev.revert(before);
    await dev.mine(4); // other blocks at the heights the transfer's block held
    await t.app.receiving.tick();
    expect(await order(t, token, o.id)).toMatchObject({ status: 'unpaid', received_amount: '0.000000' });
    expect((await deposits(o.id)).map((d) => d.status)).toEqual(['reorged']);
    // paid again for real: credited once
    await dev.pay(o.deposit_address, 'USDC', 10_000_000n);
    await dev.mine(6);
    await t.app.receiving.tick();
    expect(await order(t, token, o.id)).toMatchObject({ status: 'completed', received_amount: '10.000000' });
  });

  it('the same transaction mined again in another block is counted once, from its new block', async () => {
    const o = await erc20Order('20');
    const raw = await dev.signPayment(o.deposit_address, 'USDC', 20_000_000n);
    const before = await dev.snapshot();
    await dev.broadcast(raw);
    await t.app.receiving.tick();
    const [seen] = await deposits(o.id);
    await dev.revert(before);
    await dev.mine(1); // the old height now holds another block
    await dev.broadcast(raw); // and the transaction comes back one block later
    await t.app.receiving.tick();
    const rows = await deposits(o.id);
    const live = rows.filter((d) => d.status !== 'reorged');
    expect(live).toHaveLength(1);
    expect(live[0]!.block_height).toBe(seen!.block_height + 1n);
    expect(live[0]!.block_hash).not.toBe(seen!.block_hash);
    expect((await order(t, token, o.id)).status).toBe('confirming');
    await dev.mine(5);
    await t.app.receiving.tick();
    expect(await order(t, token, o.id)).toMatchObject({ status: 'completed', received_amount: '20.000000' });
  });
});

describe('a reorganisation deeper than the confirmations', () => {
  it('is flagged for an operator and changes nothing booked', async () => {
    const o = await erc20Order('30');
    const before = await dev.snapshot();
    await dev.pay(o.deposit_address, 'USDC', 30_000_000n);
    await dev.mine(6);
    await t.app.receiving.tick();
    const paid = await order(t, token, o.id);
    expect(paid.status).toBe('completed');
    await dev.revert(before);
    await dev.mine(8);
    await t.app.receiving.tick();
    const after = await order(t, token, o.id);
    expect(after).toMatchObject({ status: 'completed', received_amount: '30.000000' });
    const [flag] = await t.db.query<{ reorged_at: Date | null }>(
      'SELECT reorged_at FROM deposits WHERE order_id = $1',
      [o.id],
    );
    expect(flag!.reorged_at).not.toBeNull();
    expect(after.timeline.at(-1).note_code ?? after.timeline.at(-1).code).toBe(
      'transfer_reorged_after_confirmation',
    );
  });
});

describe("the development chain's reorganisation route beside a node", () => {
  it('refuses the network a node runs, naming where its blocks are taken back, and still takes back a simulated one', async () => {
    const onNode = await t.call({
      method: 'POST',
      url: '/api/dev/chain/reorg',
      headers: { 'accept-language': 'en' },
      payload: { network: 'ERC20', depth: 1 },
    });
    expect(onNode.status).toBe(422);
    expect(onNode.body.errors).toEqual([
      expect.objectContaining({ field: 'network', message: expect.stringContaining('evm_revert') }),
    ]);
    const simulated = await t.call({
      method: 'POST',
      url: '/api/dev/chain/reorg',
      payload: { network: 'TRC20', depth: 1 },
    });
    expect(simulated.status).toBe(200);
  });
});
