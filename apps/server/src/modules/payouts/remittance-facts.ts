import type { Db } from '../../db/client';
import { readTogether } from '../../platform/money-route';
import { accountKey, merchantBucket } from '../ledger';
import { APPROVAL_SETTING } from './payout-rules';

/** What a remittance depends on, read at once (see `remittanceFacts`). */
export interface RemittanceFacts {
  authenticator_bound: boolean;
  payee_id: string | null;
  payee_name: string | null;
  payee_network: string | null;
  payee_asset: string | null;
  payee_address: string | null;
  own_deposit: boolean;
  known: boolean;
  available: bigint;
  approval_threshold: string | null;
  [key: string]: unknown;
}

// The other modules' data through the views they define (migrations 011, 027): user_profiles
// (auth), saved_payees (settings), platform_deposit_addresses (crypto), account_balances
// (ledger), platform_setting_values (ops).
const FACTS = `WITH payee AS (
    SELECT id, name, network, asset, address FROM saved_payees WHERE id = $4::uuid AND merchant_id = $1::uuid
    UNION ALL
    SELECT id, name, network, asset, address FROM saved_payees
    WHERE $4::uuid IS NULL AND merchant_id = $1::uuid AND network = $2::text AND address = $3::text),
  target AS (SELECT coalesce((SELECT address FROM payee LIMIT 1), $3::text) AS address)
  SELECT
    coalesce((SELECT authenticator_bound FROM user_profiles WHERE id = $7::uuid), false) AS authenticator_bound,
    py.id AS payee_id, py.name AS payee_name, py.network AS payee_network, py.asset AS payee_asset,
    py.address AS payee_address,
    EXISTS (SELECT 1 FROM platform_deposit_addresses
            WHERE network = $2::text AND address = (SELECT address FROM target)) AS own_deposit,
    EXISTS (SELECT 1 FROM payouts WHERE merchant_id = $1::uuid AND network = $2::text
              AND to_address = (SELECT address FROM target) AND status NOT IN ('failed', 'rejected')) AS known,
    coalesce((SELECT balance FROM account_balances WHERE account_key = $5::text), 0::bigint) AS available,
    (SELECT value FROM platform_setting_values WHERE key = $6::text) AS approval_threshold
  FROM (SELECT 1) one LEFT JOIN (SELECT * FROM payee LIMIT 1) py ON true`;

/**
 * What a remittance depends on, in one read: whether the acting user's authenticator is bound; the
 * saved payee (the one named by `payeeId`, else the one of the typed `address`); whether the
 * address paid to (the payee's, else the typed one) is one of the platform's deposit addresses and
 * whether the merchant paid out to it before; the merchant's available balance of the asset; the
 * operators' approval threshold (text, USD). Read with the other remittances' facts asked for in
 * the same turn: one statement for them all.
 */
export async function remittanceFacts(
  db: Db,
  f: {
    merchantId: string;
    userId: string;
    network: string;
    payeeId: string | null;
    address: string;
    asset: string;
  },
): Promise<RemittanceFacts> {
  const available = accountKey(merchantBucket(f.merchantId, 'available'), f.asset);
  const row = await readTogether<RemittanceFacts>(db, FACTS, [
    f.merchantId,
    f.network,
    f.address,
    f.payeeId,
    available,
    APPROVAL_SETTING,
    f.userId,
  ]);
  return row!;
}
