import { type ChainNetwork, type CryptoAsset, MAX_PAYEES, type Payee, type payeeBody } from '@mc/contract';
import type { z } from 'zod';
import { isDbError, type Queryable, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf, rowsForPage } from '../../platform/paging';
import type { RequestContext } from '../../platform/request-context';
import { recordSecurityEvent, type SecurityEventActor } from '../../platform/security-events';
import type { Catalogue } from '../crypto';
import { canonicalAddress } from './address-check';

type PayeeInput = z.output<typeof payeeBody>;

interface PayeeRow {
  id: string;
  name: string;
  network: ChainNetwork;
  asset: CryptoAsset | null;
  address: string;
  created_at: Date;
  updated_at: Date;
  [key: string]: unknown;
}

const COLUMNS = 'id, name, network, asset, address, created_at, updated_at';

const view = (r: PayeeRow): Payee => ({
  id: r.id,
  name: r.name,
  network: r.network,
  asset: r.asset,
  address: r.address,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const logged = (r: PayeeRow) => ({ name: r.name, network: r.network, address: r.address });

const duplicate = (err: unknown) =>
  isDbError(err, UNIQUE_VIOLATION) ? fail.field('address', 'payee_exists') : err;

async function mine(db: Queryable, merchantId: string, id: string): Promise<PayeeRow | undefined> {
  const rows = await db.query<PayeeRow>(`SELECT ${COLUMNS} FROM payees WHERE id = $1 AND merchant_id = $2`, [
    id,
    merchantId,
  ]);
  return rows[0];
}

/** Saved crypto addresses: one per network and address, checked against the network's format. */
export function payeeService(deps: Deps, catalogue: () => Promise<Catalogue>) {
  const { db, clock } = deps;

  /** The network must be in the catalogue, the asset (when given) on it, the address valid on it. */
  async function checked(input: PayeeInput): Promise<PayeeInput> {
    const network = (await catalogue()).networks.get(input.network);
    if (!network) throw fail.field('network', 'network_invalid');
    if (input.asset && !network.assets.has(input.asset)) throw fail.field('asset', 'asset_not_on_network');
    const address = canonicalAddress(network.addressKind, input.address);
    if (!address) throw fail.field('address', 'address_checksum');
    return { ...input, address };
  }

  async function list(merchantId: string, query: { network?: ChainNetwork; limit: number; cursor?: string }) {
    const after = decodeTimeIdCursor(query.cursor);
    const rows = await db.query<PayeeRow>(
      `SELECT ${COLUMNS} FROM payees WHERE merchant_id = $1 AND ($2::text IS NULL OR network = $2)
         AND ($3::timestamptz IS NULL OR (created_at, id) < ($3, $4::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $5`,
      [merchantId, query.network ?? null, after?.at ?? null, after?.id ?? null, rowsForPage(query.limit)],
    );
    return pageOf(rows, query.limit, view, (r) => [r.created_at, r.id]);
  }

  async function create(who: SecurityEventActor, body: PayeeInput, ctx: RequestContext) {
    const { merchantId } = who;
    const input = await checked(body);
    return db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payees:${merchantId}`]);
        const [count] = await tx.query<{ n: bigint | number }>(
          'SELECT count(*) AS n FROM payees WHERE merchant_id = $1',
          [merchantId],
        );
        if (Number(count?.n ?? 0) >= MAX_PAYEES) {
          throw new AppError(409, 'payee_limit', { params: { max: MAX_PAYEES } });
        }
        const now = clock.now();
        const [row] = await tx.query<PayeeRow>(
          `INSERT INTO payees (merchant_id, name, network, asset, address, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
          [merchantId, input.name, input.network, input.asset, input.address, now],
        );
        await recordSecurityEvent(tx, who, 'payee_added', ctx, logged(row!));
        return view(row!);
      })
      .catch((err: unknown) => {
        throw duplicate(err);
      });
  }

  async function update(who: SecurityEventActor, id: string, body: PayeeInput, ctx: RequestContext) {
    const { merchantId } = who;
    if (!(await mine(db, merchantId, id))) throw fail.notFound();
    const input = await checked(body);
    return db
      .transaction(async (tx) => {
        const [row] = await tx.query<PayeeRow>(
          `UPDATE payees SET name = $3, network = $4, asset = $5, address = $6, updated_at = $7
           WHERE id = $1 AND merchant_id = $2 RETURNING ${COLUMNS}`,
          [id, merchantId, input.name, input.network, input.asset, input.address, clock.now()],
        );
        if (!row) throw fail.notFound();
        await recordSecurityEvent(tx, who, 'payee_updated', ctx, logged(row));
        return view(row);
      })
      .catch((err: unknown) => {
        throw duplicate(err);
      });
  }

  async function remove(who: SecurityEventActor, id: string, ctx: RequestContext) {
    const { merchantId } = who;
    await db.transaction(async (tx) => {
      const [row] = await tx.query<PayeeRow>(
        `DELETE FROM payees WHERE id = $1 AND merchant_id = $2 RETURNING ${COLUMNS}`,
        [id, merchantId],
      );
      if (!row) throw fail.notFound();
      await recordSecurityEvent(tx, who, 'payee_deleted', ctx, logged(row));
    });
    return { ok: true as const };
  }

  /** One saved address of the merchant (payouts pick a payee by id), or undefined. */
  async function find(merchantId: string, id: string): Promise<Payee | undefined> {
    const row = await mine(db, merchantId, id);
    return row ? view(row) : undefined;
  }

  return { list, find, create, update, remove };
}
