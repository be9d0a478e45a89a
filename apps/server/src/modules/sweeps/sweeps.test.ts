import { createWalletClient, type Hex, http, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../config';
import type { DevChain } from '../../rails/chain/evm/dev-chain';
import { depositAccount, devPayerAccount } from '../../rails/chain/evm/keys';
import { testTokenAbi } from '../../rails/chain/evm/test-token';
import { evmTestFile } from '../../testing/evm';
import type { TestApp } from '../../testing/harness';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { hotWalletAddress, sendsNamed, sweepBookings, sweepsOf } from '../../testing/sweeps';

// Sweeping on a development EVM node: the gas tank funds a deposit address, its tokens go to the hot wallet.
let dev: DevChain;
let t: TestApp;
let token: string;
evmTestFile(19410, { SWEEP_THRESHOLDS: 'USDC:100' }, async (made) => {
  ({ dev, t } = made);
  token = (await loggedInMerchant(t)).token;
});

const usdc = (units: number) => BigInt(Math.round(units * 1e6));
const ethOf = (address: string) => dev.client.getBalance({ address: address as Hex });

/** An ERC20 order paid with `units` USDC, its deposit confirmed. */
async function paidOrder(units: number): Promise<string> {
  const o = await createOrder(t, token, { network: 'ERC20', asset: 'USDC', amount: String(units) });
  await dev.pay(o.deposit_address, 'USDC', usdc(units));
  await dev.mine(6);
  await t.app.receiving.tick();
  return o.deposit_address as string;
}

describe('sweeping deposit addresses to the hot wallet', () => {
  it('funds the address from the gas tank, sweeps the whole balance, books the gas once', async () => {
    const address = await paidOrder(150);
    const hotBefore = await dev.tokenBalance(hotWalletAddress, 'USDC');
    expect(await ethOf(address)).toBe(0n);

    await t.app.sweeps.run();
    const [funding] = await sweepsOf(t, address);
    expect(funding).toMatchObject({ status: 'funding', amount: usdc(150), sweep_hash: null });
    expect(funding!.funding_wei).toBeGreaterThan(0n);
    expect(await ethOf(address)).toBe(funding!.funding_wei);

    await t.app.sweeps.run();
    expect((await sweepsOf(t, address))[0]).toMatchObject({ status: 'sending' });
    await t.app.sweeps.run();
    const [done] = await sweepsOf(t, address);
    expect(done!.status).toBe('confirmed');
    expect(await dev.tokenBalance(address as Hex, 'USDC')).toBe(0n);
    expect(await dev.tokenBalance(hotWalletAddress, 'USDC')).toBe(hotBefore + usdc(150));

    const fees = done!.funding_fee! + done!.sweep_fee!;
    expect(done!.funding_fee).toBeGreaterThan(0n);
    expect(done!.sweep_fee).toBeGreaterThan(0n);
    const booked = await sweepBookings(t, done!.id);
    expect(booked).toEqual(
      new Map([
        ['ETH:chain_clearing:ERC20', fees],
        ['ETH:network_costs', -fees],
      ]),
    );
    expect(await sendsNamed(t, `sweep-gas:${done!.id}`)).toBe(1);
    expect(await sendsNamed(t, `sweep:${done!.id}`)).toBe(1);

    // the check compares the row's fees with what was booked
    await t.db.query('UPDATE sweeps SET sweep_fee = sweep_fee + 1 WHERE id = $1', [done!.id]);
    await expect(t.checkLedger()).rejects.toThrow(/each sweep that ended books the gas it paid once/);
    await t.db.query('UPDATE sweeps SET sweep_fee = sweep_fee - 1 WHERE id = $1', [done!.id]);

    // nothing new arrived: the address is not swept again
    await t.app.sweeps.run();
    expect(await sweepsOf(t, address)).toHaveLength(1);
  });

  it('leaves an address holding less than the threshold where it is', async () => {
    const address = await paidOrder(50);
    await t.app.sweeps.run();
    await t.app.sweeps.run();
    expect(await sweepsOf(t, address)).toEqual([]);
    expect(await dev.tokenBalance(address as Hex, 'USDC')).toBe(usdc(50));
    expect(await ethOf(address)).toBe(0n);
  });

  it('waits while the gas tank funding is not mined', async () => {
    const address = await paidOrder(120);
    await dev.stopMining();
    try {
      await t.app.sweeps.run();
      await t.app.sweeps.run();
      const [waiting] = await sweepsOf(t, address);
      expect(waiting).toMatchObject({ status: 'funding', sweep_hash: null, funding_fee: null });
      expect(waiting!.funding_hash).not.toBeNull();
      expect(await dev.tokenBalance(address as Hex, 'USDC')).toBe(usdc(120));
      await dev.mine(1);
    } finally {
      await dev.startMining();
    }
    await t.app.sweeps.run();
    await t.app.sweeps.run();
    expect((await sweepsOf(t, address))[0]!.status).toBe('confirmed');
    expect(await dev.tokenBalance(address as Hex, 'USDC')).toBe(0n);
  });

  it('does not fund an address that already holds the gas', async () => {
    const address = await paidOrder(200);
    const payer = devPayerAccount(DEV_MNEMONIC);
    const { createWalletClient, http } = await import('viem');
    const wallet = createWalletClient({ account: payer, transport: http(dev.url) });
    const hash = await wallet.sendTransaction({ to: address as Hex, value: parseEther('1'), chain: null });
    await dev.client.waitForTransactionReceipt({ hash });

    await t.app.sweeps.run();
    const [sent] = await sweepsOf(t, address);
    expect(sent).toMatchObject({ status: 'sending', funding_wei: null, funding_hash: null });
    await t.app.sweeps.run();
    const [done] = await sweepsOf(t, address);
    expect(done!.status).toBe('confirmed');
    expect(done!.funding_fee).toBeNull();
    expect(await sendsNamed(t, `sweep-gas:${done!.id}`)).toBe(0);
    expect(await sweepBookings(t, done!.id)).toEqual(
      new Map([
        ['ETH:chain_clearing:ERC20', done!.sweep_fee],
        ['ETH:network_costs', -done!.sweep_fee!],
      ]),
    );
    expect(await dev.tokenBalance(address as Hex, 'USDC')).toBe(0n);
  });

  it('a sweep that fails after its funding was mined books the gas it paid all the same', async () => {
    const address = await paidOrder(120);
    await t.app.sweeps.run(); // the gas tank funds the address
    const [funding] = await sweepsOf(t, address);
    expect(funding!.status).toBe('funding');
    // the tokens leave the address before the sweep is sent (its key is the platform's)
    const [row] = await t.db.query<{ address_index: bigint }>(
      'SELECT address_index FROM sweeps WHERE id = $1',
      [funding!.id],
    );
    const payer = createWalletClient({
      account: devPayerAccount(DEV_MNEMONIC),
      chain: dev.client.chain,
      transport: http(dev.url),
    });
    await payer.sendTransaction({ to: address as Hex, value: parseEther('1'), chain: dev.client.chain });
    const owner = createWalletClient({
      account: depositAccount(DEV_MNEMONIC, row!.address_index),
      chain: dev.client.chain,
      transport: http(dev.url),
    });
    await owner.writeContract({
      address: dev.tokens.USDC,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: ['0x000000000000000000000000000000000000dEaD', usdc(120)],
      gas: 100_000n,
      chain: dev.client.chain,
    });
    await t.app.sweeps.run(); // the funding is mined; the sweep is refused: nothing left to send
    const [failed] = await sweepsOf(t, address);
    expect(failed).toMatchObject({ status: 'failed', sweep_hash: null });
    expect(failed!.funding_fee).toBeGreaterThan(0n);
    expect(await sweepBookings(t, failed!.id)).toEqual(
      new Map([
        ['ETH:chain_clearing:ERC20', failed!.funding_fee!],
        ['ETH:network_costs', -failed!.funding_fee!],
      ]),
    );
  });
});
