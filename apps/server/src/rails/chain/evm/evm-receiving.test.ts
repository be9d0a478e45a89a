import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../testing/collection';
import { evmTestFile } from '../../../testing/evm';
import type { TestApp } from '../../../testing/harness';
import { balance, createOrder, expectPaidAndCompleted, mine, order, pay } from '../../../testing/receiving';
import { loggedInMerchant } from '../../../testing/scenarios';
import type { DevChain } from './dev-chain';

// Receiving on the EVM rail: real token transfers on a local node, read from its logs.
let dev: DevChain;
let t: TestApp;
let token: string;
evmTestFile(19010, { RECEIVE_FEE_BPS: '100', UNDERPAYMENT_TOLERANCE_PCT: '1' }, async (made) => {
  ({ dev, t } = made);
  token = (await loggedInMerchant(t)).token;
});

const usdc = (units: number) => BigInt(Math.round(units * 1e6));
const erc20Order = (amount: string) => createOrder(t, token, { network: 'ERC20', asset: 'USDC', amount });

describe('receiving on the EVM rail', () => {
  it("the payment page's QR asks the wallet for the token, the chain and the amount still due (EIP-681)", async () => {
    const o = await erc20Order('50');
    const view = async () => (await t.call({ method: 'GET', url: `/api/public/orders/${o.id}` })).body.data;
    const contract = dev.tokens.USDC;
    expect((await view()).payment_uri).toBe(
      `ethereum:${contract}@${dev.chainId}/transfer?address=${o.deposit_address}&uint256=50000000`,
    );
    await dev.pay(o.deposit_address, 'USDC', usdc(20));
    await dev.mine(6);
    await t.app.receiving.tick();
    const partial = await view();
    expect(partial.status).toBe('partially_paid');
    expect(partial.payment_uri).toBe(
      `ethereum:${contract}@${dev.chainId}/transfer?address=${o.deposit_address}&uint256=30000000`,
    );
    await dev.pay(o.deposit_address, 'USDC', usdc(30));
    await dev.mine(6);
    await t.app.receiving.tick();
    expect(await view()).toMatchObject({ status: 'completed', payment_uri: null });
    // a collection account's page asks for the token and the chain, the amount left to the payer
    const acct = await createAccount(t, token, { network: 'ERC20', asset: 'USDC' });
    const page = await t.call({ method: 'GET', url: `/api/public/collection-accounts/${acct.id}` });
    expect(page.body.data.payment_uri).toBe(
      `ethereum:${contract}@${dev.chainId}/transfer?address=${acct.address}`,
    );
  });

  it('a token transfer to the order address goes seen -> confirming -> paid -> completed', async () => {
    const o = await erc20Order('100');
    expect(o.deposit_address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const before = await balance(t, token, 'USDC');
    const hash = await dev.pay(o.deposit_address, 'USDC', usdc(100));
    await t.app.receiving.tick();
    const seen = await order(t, token, o.id);
    expect(seen.status).toBe('confirming');
    expect(seen.payments[0]).toMatchObject({ tx_hash: hash, confirmations: 1, status: 'confirming' });
    await dev.mine(4);
    await t.app.receiving.tick();
    expect((await order(t, token, o.id)).payments[0].confirmations).toBe(5);
    expect((await order(t, token, o.id)).status).toBe('confirming');
    await dev.mine(1);
    await t.app.receiving.tick();
    const paid = await order(t, token, o.id);
    expect(paid.status).toBe('completed');
    expectPaidAndCompleted(paid);
    const after = await balance(t, token, 'USDC');
    expect(Number(after.available) - Number(before.available)).toBeCloseTo(99, 6);
  });

  it('a partial payment, then the rest in one block with others', async () => {
    const o = await erc20Order('50');
    await dev.pay(o.deposit_address, 'USDC', usdc(20));
    await dev.mine(6);
    await t.app.receiving.tick();
    expect(await order(t, token, o.id)).toMatchObject({
      status: 'partially_paid',
      received_amount: '20.000000',
    });
    const others = await Promise.all([erc20Order('5'), erc20Order('6')]);
    await dev.stopMining();
    await dev.pay(o.deposit_address, 'USDC', usdc(30));
    for (const other of others) await dev.pay(other.deposit_address, 'USDC', usdc(5));
    await dev.mine(1);
    await dev.startMining();
    await dev.mine(5);
    await t.app.receiving.tick();
    expect(await order(t, token, o.id)).toMatchObject({ status: 'completed', received_amount: '50.000000' });
    expect((await order(t, token, others[0]!.id)).status).toBe('completed');
    expect(await order(t, token, others[1]!.id)).toMatchObject({
      status: 'partially_paid',
      received_amount: '5.000000',
    });
  });

  it('an overpayment is paid for the amount, the excess credited by the default setting', async () => {
    const o = await erc20Order('10');
    await dev.pay(o.deposit_address, 'USDC', usdc(12.5));
    await dev.mine(6);
    await t.app.receiving.tick();
    expect(await order(t, token, o.id)).toMatchObject({
      status: 'completed',
      exception_reason: null,
      received_amount: '12.500000',
      excess_amount: '2.500000',
      excess_outcome: 'credited',
    });
  });

  it('another token of the rail to the address is held, not counted', async () => {
    const o = await erc20Order('10');
    await dev.pay(o.deposit_address, 'USDT', usdc(10));
    await dev.mine(6);
    await t.app.receiving.tick();
    expect(await order(t, token, o.id)).toMatchObject({
      status: 'accounting_exception',
      received_amount: '0.000000',
    });
  });

  it('transfers to addresses that are not ours are read past', async () => {
    await dev.pay('0x000000000000000000000000000000000000dEaD', 'USDC', usdc(1));
    await dev.mine(6);
    await t.app.receiving.tick();
    const [row] = await t.db.query<{ cursor: string }>(
      "SELECT cursor FROM chain_cursors WHERE network = 'ERC20'",
    );
    expect(JSON.parse(row!.cursor).next).toBe(
      String((await dev.client.getBlockNumber({ cacheTime: 0 })) + 1n),
    );
  });

  it('the test faucet and the mine button act on the development node', async () => {
    const o = await erc20Order('7');
    const hash = await pay(t, o.deposit_address, '7', 'USDC', 'ERC20');
    expect((await dev.client.getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success');
    const before = await dev.client.getBlockNumber({ cacheTime: 0 });
    await mine(t, 5);
    expect(await dev.client.getBlockNumber({ cacheTime: 0 })).toBe(before + 5n);
    await t.app.receiving.tick();
    expect((await order(t, token, o.id)).status).toBe('completed');
  });
});
