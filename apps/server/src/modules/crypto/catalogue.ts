import { type Config, confirmationOverrides } from '../../config';
import type { Queryable } from '../../db/client';

export interface NetworkEntry {
  code: string;
  name: string;
  /** The form of its addresses (and of the keys deposit addresses derive from). */
  addressKind: 'evm' | 'tron';
  confirmations: number;
  assets: Map<string, { minReceive: bigint; networkFee: bigint }>;
}

export interface Catalogue {
  decimals: Map<string, number>;
  networks: Map<string, NetworkEntry>;
}

/** Assets and networks are data (tables); this reads them once per process. */
export function catalogueLoader(db: Queryable, config: Config) {
  let loaded: Promise<Catalogue> | undefined;
  return (): Promise<Catalogue> => {
    loaded ??= (async () => {
      const overrides = confirmationOverrides(config);
      const assets = await db.query<{ code: string; decimals: number }>('SELECT code, decimals FROM assets');
      const nets = await db.query<{
        code: string;
        name: string;
        address_kind: 'evm' | 'tron';
        confirmations: number;
      }>('SELECT code, name, address_kind, confirmations FROM networks ORDER BY sort');
      const pairs = await db.query<{
        asset: string;
        network: string;
        min_receive: bigint;
        network_fee: bigint;
      }>('SELECT asset, network, min_receive, network_fee FROM asset_networks WHERE enabled ORDER BY asset');
      const networks = new Map<string, NetworkEntry>();
      for (const n of nets) {
        networks.set(n.code, {
          code: n.code,
          name: n.name,
          addressKind: n.address_kind,
          confirmations: overrides.get(n.code) ?? n.confirmations,
          assets: new Map(),
        });
      }
      for (const p of pairs) {
        networks
          .get(p.network)
          ?.assets.set(p.asset, { minReceive: p.min_receive, networkFee: p.network_fee });
      }
      return { decimals: new Map(assets.map((a) => [a.code, a.decimals])), networks };
    })();
    return loaded;
  };
}

/** The fiat currencies of the assets (what bank accounts and withdrawals to fiat are held in). */
export function fiatCurrencies(db: Queryable) {
  return db.query<{ code: string; name: string; decimals: number }>(
    `SELECT code, name, decimals FROM assets WHERE kind = 'fiat' ORDER BY sort, code`,
  );
}

export function confirmationsRequired(c: Catalogue, network: string): number {
  return c.networks.get(network)?.confirmations ?? 1;
}
