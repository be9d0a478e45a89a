import ganache from 'ganache';
import { type Hex, parseEther, parseTransaction, recoverTransactionAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedRaw, remoteAccount } from './remote';

// A second development node stands for the remote signer (Web3Signer, Clef): it holds a key and
// answers eth_signTransaction for it; the server has only the address.
const PORT = 19520;
const key = generatePrivateKey();
const held = privateKeyToAccount(key);
const server = ganache.server({
  logging: { quiet: true },
  chain: { chainId: 31337 },
  wallet: { accounts: [{ secretKey: key, balance: parseEther('1') }] },
});
const settings = { url: `http://127.0.0.1:${PORT}`, timeoutMs: 5000 };

beforeAll(() => server.listen(PORT, '127.0.0.1'));
afterAll(() => server.close());

const tx = (nonce: number) =>
  ({
    type: 'eip1559',
    chainId: 31337,
    nonce,
    to: '0x00000000000000000000000000000000000b0b00',
    data: '0xa9059cbb',
    value: 7n,
    gas: 60_000n,
    maxFeePerGas: 3_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  }) as const;

describe('the remote signer', () => {
  it('signs a transaction of an account it holds: the very transaction asked, from that account', async () => {
    const raw = await remoteAccount(settings, held.address).signTransaction(tx(4));
    const parsed = parseTransaction(raw);
    expect(parsed).toMatchObject({ chainId: 31337, nonce: 4, value: 7n, gas: 60_000n, data: '0xa9059cbb' });
    expect(parsed.to?.toLowerCase()).toBe('0x00000000000000000000000000000000000b0b00');
    expect(await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` })).toBe(
      held.address,
    );
    // what a local key signs is the same transaction, byte for byte
    expect(raw).toBe(await held.signTransaction(tx(4)));
  });

  it('is refused for an account the signer does not hold, naming the signer', async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    await expect(remoteAccount(settings, other.address).signTransaction(tx(0))).rejects.toThrow(
      /the signer at EVM_SIGNER_URL refused eth_signTransaction/,
    );
  });

  it('says when the signer does not answer', async () => {
    const gone = { url: 'http://127.0.0.1:19539', timeoutMs: 2000 };
    await expect(remoteAccount(gone, held.address).signTransaction(tx(0))).rejects.toThrow(
      /the signer at EVM_SIGNER_URL does not answer eth_signTransaction/,
    );
  });

  it('keeps nothing a signer answers that is signed by another key or is another transaction', async () => {
    const forger = privateKeyToAccount(generatePrivateKey());
    const forged = await forger.signTransaction(tx(1));
    await expect(checkedRaw(forged, held.address, tx(1))).rejects.toThrow(
      new RegExp(`signed as ${forger.address}, not as ${held.address}`),
    );
    const otherNonce = await held.signTransaction(tx(2));
    await expect(checkedRaw(otherNonce, held.address, tx(1))).rejects.toThrow(/signed another transaction/);
    await expect(checkedRaw({ raw: 'nonsense' }, held.address, tx(1))).rejects.toThrow(
      /no signed transaction/,
    );
    // geth and Clef answer { raw, tx }
    const good = await held.signTransaction(tx(1));
    expect(await checkedRaw({ raw: good, tx: {} }, held.address, tx(1))).toBe(good as Hex);
  });
});
