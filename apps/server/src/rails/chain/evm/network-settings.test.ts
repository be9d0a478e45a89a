import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readNetworksFile } from './network-settings';

// The settings file of the EVM networks: read whole, or refused with each wrong value named.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'networks-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const base = {
  code: 'BASE',
  name: 'Base',
  chain_id: 8453,
  rpc_urls: ['https://mainnet.base.example/v1/secret', 'https://base.backup.example'],
  tokens: { USDC },
  finality: 'safe',
  fee: { policy: 'flat', amount: { USDC: '0.5' } },
};

function fileOf(content: unknown): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('the EVM networks file', () => {
  it('reads each network with its defaults', () => {
    const [n] = readNetworksFile(fileOf({ networks: [base] }));
    expect(n).toMatchObject({
      code: 'BASE',
      chainId: 8453,
      rpcUrls: base.rpc_urls,
      finality: 'safe',
      confirmations: 12,
      maxLagBlocks: 5,
      rpcTimeoutMs: 8000,
      fee: { policy: 'flat', amount: { USDC: '0.5' } },
    });
    expect(n!.tokens.get('USDC')).toBe(USDC);
  });

  it('names every wrong value with where it stands', () => {
    const file = fileOf({
      networks: [
        { ...base, chain_id: 0, rpc_urls: ['ftp://node'], tokens: { USDC: '0x12' }, extra: 1 },
        { ...base, finality: 'soon', fee: { policy: 'flat', amount: { USDT: '1' } } },
      ],
    });
    let message = '';
    try {
      readNetworksFile(file);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(`${file}: networks[0].chain_id:`);
    expect(message).toContain(
      `${file}: networks[0].rpc_urls[0]: a node address starts with http:// or https://`,
    );
    expect(message).toContain(`${file}: networks[0].tokens.USDC: a token contract is 0x and 40 hex digits`);
    expect(message).toContain('networks[0]: Unrecognized key: "extra"');
    expect(message).toContain('networks[1].finality:');
  });

  it('refuses a code or a chain id named twice, a fee without its token, and a token without its fee', () => {
    const file = fileOf({
      networks: [base, { ...base, fee: { policy: 'flat', amount: { USDT: '1' } } }],
    });
    expect(() => readNetworksFile(file)).toThrow(/networks\[1\]\.code: BASE is named twice/);
    expect(() => readNetworksFile(file)).toThrow(/networks\[1\]\.chain_id: 8453 is named twice/);
    expect(() => readNetworksFile(file)).toThrow(/networks\[1\]\.fee\.amount\.USDT: USDT has no token/);
    expect(() => readNetworksFile(file)).toThrow(/networks\[1\]\.fee\.amount: name the fee of USDC/);
  });

  it("reads the senders' low-balance thresholds, and names one of an asset the hot wallet lacks", () => {
    const [none] = readNetworksFile(fileOf({ networks: [base] }));
    expect(none!.lowBalance).toEqual({ hot: new Map(), gasTank: null });
    const low_balance = { hot: { USDC: '1000', ETH: '0.05' }, gas_tank: '0.5' };
    const [n] = readNetworksFile(fileOf({ networks: [{ ...base, low_balance }] }));
    expect(n!.lowBalance).toEqual({
      hot: new Map([
        ['USDC', '1000'],
        ['ETH', '0.05'],
      ]),
      gasTank: '0.5',
    });
    const wrong = fileOf({
      networks: [{ ...base, low_balance: { hot: { DAI: '1', USDC: '1,5' }, gas_tank: 2 } }],
    });
    expect(() => readNetworksFile(wrong)).toThrow(
      /networks\[0\]\.low_balance\.hot\.USDC: a balance is a decimal string/,
    );
    expect(() => readNetworksFile(wrong)).toThrow(/networks\[0\]\.low_balance\.gas_tank:/);
    const lacking = fileOf({ networks: [{ ...base, low_balance: { hot: { DAI: '1' } } }] });
    expect(() => readNetworksFile(lacking)).toThrow(
      /networks\[0\]\.low_balance\.hot\.DAI: the hot wallet holds no DAI/,
    );
  });

  it('says when the file is missing or not JSON', () => {
    expect(() => readNetworksFile(path.join(dir, 'none.json'))).toThrow(
      /EVM_NETWORKS_FILE .*none\.json cannot be read/,
    );
    expect(() => readNetworksFile(fileOf('{ networks: '))).toThrow(/is not JSON/);
  });
});
