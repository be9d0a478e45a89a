import { describe, expect, it } from 'vitest';
import { type EvmTestFile, evmTestFile } from '../../testing/evm';
import { loggedInOperator, opsGet } from '../../testing/ops';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { sweepsOf } from '../../testing/sweeps';

// The back office's list of sweeps with a real sweep on a development EVM node: what it shows follows
// the sweep from funding to confirmed.
let on: EvmTestFile & { merchant: string; op: string };
evmTestFile(19396, { SWEEP_THRESHOLDS: 'USDC:100' }, async (made) => {
  const merchant = (await loggedInMerchant(made.t)).token;
  on = { ...made, merchant, op: (await loggedInOperator(made.t)).token };
});

const listed = async (address: string) => {
  const res = await opsGet(on.t, on.op, `/api/ops/sweeps?network=ERC20&asset=USDC&address=${address}`);
  expect(res.status).toBe(200);
  return res.body.data.items as Record<string, unknown>[];
};

describe('the list of sweeps with a sweep on an EVM node', () => {
  it('shows the sweep as it funds, sends and is confirmed, with its gas and hashes', async () => {
    const { dev, t } = on;
    const o = await createOrder(t, on.merchant, { network: 'ERC20', asset: 'USDC', amount: '150' });
    const address = o.deposit_address as string;
    await dev.pay(address, 'USDC', 150_000_000n);
    await dev.mine(6);
    await t.app.receiving.tick();
    expect(await listed(address)).toEqual([]);

    await t.app.sweeps.run();
    const [funding] = await listed(address);
    expect(funding).toMatchObject({ status: 'funding', amount: '150.000000', sweep_tx_hash: null });
    expect(funding!.gas_funded).toMatch(/^0\.\d{18}$/);
    expect(funding!.funding_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);

    await t.app.sweeps.run();
    await t.app.sweeps.run();
    const [done] = await listed(address);
    const [row] = await sweepsOf(t, address);
    expect(done).toMatchObject({
      id: String(row!.id),
      network: 'ERC20',
      asset: 'USDC',
      address,
      status: 'confirmed',
      funding_tx_hash: row!.funding_hash,
      sweep_tx_hash: row!.sweep_hash,
      failure: null,
    });
    expect(done!.sweep_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(done!.funding_fee).toBe(`0.${String(row!.funding_fee).padStart(9, '0')}`);
    expect(done!.sweep_fee).toBe(`0.${String(row!.sweep_fee).padStart(9, '0')}`);
    expect(done!.confirmed_at).toEqual(expect.any(String));
    expect((await listed(address.toLowerCase())).map((s) => s.id)).toEqual([done!.id]);
  }, 60_000);
});
