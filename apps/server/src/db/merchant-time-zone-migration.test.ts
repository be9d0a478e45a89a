import { describe, expect, it } from 'vitest';
import { listMigrations } from './migrate';
import { openPglite } from './pglite';

// 048 moves the collection settings' timezone onto the merchant: each merchant keeps the zone its
// monthly rule counted in (Asia/Shanghai when it never chose one), and the deposit watcher's view
// reads it from there.
describe('the merchant time zone migration', () => {
  it('gives every merchant its collection timezone, or Asia/Shanghai, and drops the collection settings', async () => {
    const db = await openPglite();
    try {
      const migrations = listMigrations();
      for (const m of migrations.filter((m) => m.name < '048')) await db.exec(m.sql);
      const merchant = async (name: string) =>
        (
          await db.query<{ id: string }>(
            `INSERT INTO merchants (merchant_name, merchant_type, email) VALUES ($1, 'enterprise', $2) RETURNING id`,
            [name, `${name}@example.com`],
          )
        )[0]!.id;
      const london = await merchant('london');
      const unset = await merchant('unset');
      await db.query(
        `INSERT INTO collection_settings (merchant_id, timezone, updated_at) VALUES ($1, 'Europe/London', now())`,
        [london],
      );
      await db.query(
        `INSERT INTO collection_accounts (id, merchant_id, customer_name, customer_ref, email, asset, network, address,
           derivation_index, created_at, updated_at)
         VALUES (gen_random_uuid(), $1, 'c', 'R-1', 'c@example.com', 'USDT', 'TRC20', 'TAddr1', 1, now(), now()),
                (gen_random_uuid(), $2, 'c', 'R-2', 'c@example.com', 'USDT', 'TRC20', 'TAddr2', 2, now(), now())`,
        [london, unset],
      );

      for (const m of migrations.filter((m) => m.name >= '048')) await db.exec(m.sql);

      const zones = await db.query<{ id: string; timezone: string }>(
        'SELECT id, timezone FROM merchant_standing',
      );
      expect(Object.fromEntries(zones.map((z) => [z.id, z.timezone]))).toEqual({
        [london]: 'Europe/London',
        [unset]: 'Asia/Shanghai',
      });
      const watched = await db.query<{ address: string; timezone: string }>(
        'SELECT address, timezone FROM collection_deposit_addresses ORDER BY address',
      );
      expect(watched).toEqual([
        { address: 'TAddr1', timezone: 'Europe/London' },
        { address: 'TAddr2', timezone: 'Asia/Shanghai' },
      ]);
      const [left] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'collection_settings'`,
      );
      expect(left!.n).toBe(0);
      // the owner and the admin may change it; the other built-in roles may not
      const roles = await db.query<{ key: string }>(
        `SELECT key FROM team_roles WHERE merchant_id IS NULL AND 'settings.merchant.write' = ANY(permissions) ORDER BY key`,
      );
      expect(roles.map((r) => r.key)).toEqual(['admin', 'owner']);
    } finally {
      await db.close();
    }
  }, 60_000);
});
