import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { registerNetworks } from './network-registry';

// The networks a chain rail serves, listed in the catalogue at start: added, updated, or refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const listing = (over: Record<string, unknown> = {}) => ({
  code: 'POLYGON',
  name: 'Polygon PoS',
  confirmations: 64,
  assets: [{ asset: 'USDC', minReceive: '0.5', networkFee: '0.25' }],
  where: 'networks.json: networks[1]',
  ...over,
});

describe('listing networks in the catalogue', () => {
  it('adds a new network with its pairs and a scan cursor, and updates it when listed again', async () => {
    await registerNetworks(t.db, [listing()]);
    await registerNetworks(t.db, [
      listing({ name: 'Polygon', assets: [{ asset: 'USDC', minReceive: null, networkFee: '0.3' }] }),
    ]);
    const [net] = await t.db.query<{ name: string; address_kind: string; confirmations: number }>(
      "SELECT name, address_kind, confirmations FROM networks WHERE code = 'POLYGON'",
    );
    expect(net).toEqual({ name: 'Polygon', address_kind: 'evm', confirmations: 64 });
    const pairs = await t.db.query<{ asset: string; min_receive: bigint; network_fee: bigint }>(
      "SELECT asset, min_receive, network_fee FROM asset_networks WHERE network = 'POLYGON'",
    );
    expect(pairs).toEqual([{ asset: 'USDC', min_receive: 500_000n, network_fee: 300_000n }]);
    const cursors = await t.db.query("SELECT 1 FROM chain_cursors WHERE network = 'POLYGON'");
    expect(cursors).toHaveLength(1);
  });

  it('keeps what the catalogue has of a known network where the settings say nothing, and lists only the assets they name', async () => {
    const before = await t.db.query("SELECT * FROM asset_networks WHERE network = 'ERC20' ORDER BY asset");
    await registerNetworks(t.db, [
      listing({
        code: 'ERC20',
        name: null,
        confirmations: null,
        assets: [{ asset: 'USDC', minReceive: null, networkFee: null }],
      }),
    ]);
    const after = await t.db.query("SELECT * FROM asset_networks WHERE network = 'ERC20' ORDER BY asset");
    // USDC as it was; USDT, without a token in the settings, is listed no more, its fees kept
    expect(after).toEqual(before.map((p) => ({ ...p, enabled: (p as { asset: string }).asset === 'USDC' })));
    await registerNetworks(t.db, [
      listing({
        code: 'ERC20',
        name: null,
        confirmations: null,
        assets: ['USDC', 'USDT'].map((asset) => ({ asset, minReceive: null, networkFee: null })),
      }),
    ]);
    expect(await t.db.query("SELECT * FROM asset_networks WHERE network = 'ERC20' ORDER BY asset")).toEqual(
      before,
    );
  });

  it('refuses, naming the setting, an asset the catalogue lacks, a Tron network as EVM, and a new pair without its fee', async () => {
    await expect(
      registerNetworks(t.db, [
        listing({ code: 'ARB', assets: [{ asset: 'DAI', minReceive: null, networkFee: '1' }] }),
      ]),
    ).rejects.toThrow('networks.json: networks[1].tokens.DAI: the catalogue holds no crypto asset DAI');
    await expect(registerNetworks(t.db, [listing({ code: 'TRC20' })])).rejects.toThrow(
      'networks.json: networks[1]: TRC20 is a tron network in the catalogue, not an EVM one',
    );
    await expect(
      registerNetworks(t.db, [
        listing({ code: 'OPT', assets: [{ asset: 'USDT', minReceive: null, networkFee: null }] }),
      ]),
    ).rejects.toThrow('name the payout fee of USDT on OPT');
    // a refused listing leaves nothing behind
    expect(await t.db.query("SELECT code FROM networks WHERE code IN ('ARB', 'OPT')")).toEqual([]);
  });
});
