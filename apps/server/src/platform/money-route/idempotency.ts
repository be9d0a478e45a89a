import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import type { Clock } from '../clock';
import { AppError, fail } from '../errors';

/** What an Idempotency-Key may be: 8-64 letters, digits, `_` or `-`. */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,64}$/;
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export interface StoredResponse {
  status: number;
  body: string;
  replayed: boolean;
}

export function readIdempotencyKey(header: string | string[] | undefined): string {
  if (header === undefined || header === '') throw new AppError(400, 'idempotency_key_missing');
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_RE.test(key)) throw new AppError(400, 'idempotency_key_invalid');
  return key;
}

export function requestHash(route: string, parts: unknown): Buffer {
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(JSON.stringify(parts ?? null))
    .digest();
}

/** Whose key it is: merchants and operators keep their keys apart. */
export interface KeyOwner {
  kind: 'merchant' | 'operator';
  id: string;
}

/** Whose key, which key, and the fingerprint of a request. */
export interface KeyScope {
  owner: KeyOwner;
  key: string;
  route: string;
  hash: Buffer;
}

const STORES = {
  merchant: { table: 'idempotency_keys', owner: 'merchant_id' },
  operator: { table: 'operator_idempotency_keys', owner: 'operator_id' },
} as const;

/** The table and owner column of an owner's stored answers. */
export const keyStoreOf = (owner: KeyOwner) => STORES[owner.kind];

/** The advisory lock a request holds on its key while it runs. */
export const keyLockName = (owner: KeyOwner, key: string) =>
  `idem:${owner.kind === 'merchant' ? '' : 'op:'}${owner.id}:${key}`;

const LOCK_TRIES = 4;

/**
 * The transaction-scoped lock of a key, false while another transaction holds it. It is asked for
 * again three times within 35 ms: a statement of this very request that just failed holding
 * it (PostgreSQL reports the error a moment before it releases the locks) is not a concurrent retry.
 */
async function lockKey(tx: Queryable, name: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const [lock] = await tx.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS ok',
      [name],
      { prepared: true },
    );
    if (lock?.ok) return true;
    if (attempt === LOCK_TRIES) return false;
    await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** (attempt - 1)));
  }
}

export type StoredRow = {
  route: string;
  request_hash: Uint8Array;
  response_status: number;
  response_body: string;
  created_at: Date;
};

/** A stored row as the answer to this request: null once expired, 422 for another request's key. */
export function answerOf(row: StoredRow, now: Date, scope: KeyScope): StoredResponse | null {
  if (now.getTime() - row.created_at.getTime() >= IDEMPOTENCY_TTL_MS) return null;
  const same = row.route === scope.route && Buffer.from(row.request_hash).equals(scope.hash);
  if (!same) throw fail.field('Idempotency-Key', 'idempotency_key_reused');
  return { status: row.response_status, body: row.response_body, replayed: true };
}

/**
 * The stored answer to this very request, read without the key's lock, so that the replays of a
 * finished request never wait for one another: null when none is kept (or it expired), 422 when
 * the key was used for another request.
 */
export async function storedAnswer(
  db: Queryable,
  clock: Clock,
  scope: KeyScope,
): Promise<StoredResponse | null> {
  const { table, owner } = STORES[scope.owner.kind];
  const [row] = await db.query<StoredRow>(
    `SELECT route, request_hash, response_status, response_body, created_at FROM ${table}
     WHERE ${owner} = $1 AND key = $2`,
    [scope.owner.id, scope.key],
    { prepared: true },
  );
  return row ? answerOf(row, clock.now(), scope) : null;
}

/**
 * Runs a money-moving request at most once per (owner, key). The effect and
 * the stored answer commit in one transaction, so a crash leaves neither. A
 * replay gets the stored bytes, looked up first without the key's lock; a retry
 * while the first is still running answers 409; the same key with another
 * request answers 422.
 */
export async function onceForKey(
  db: Db,
  clock: Clock,
  scope: KeyScope,
  run: (tx: Queryable) => Promise<string>,
): Promise<StoredResponse> {
  const { table, owner } = STORES[scope.owner.kind];
  const ownerId = scope.owner.id;
  const stored = await storedAnswer(db, clock, scope);
  if (stored) return stored;
  return db.transaction(async (tx) => {
    if (!(await lockKey(tx, keyLockName(scope.owner, scope.key)))) {
      throw fail.conflict('idempotency_in_progress');
    }
    const now = clock.now();
    // looked up again under the lock: the request that held it may have just stored its answer
    const [existing] = await tx.query<StoredRow>(
      `SELECT route, request_hash, response_status, response_body, created_at FROM ${table}
       WHERE ${owner} = $1 AND key = $2`,
      [ownerId, scope.key],
      { prepared: true },
    );
    if (existing) {
      const answer = answerOf(existing, now, scope);
      if (answer) return answer;
      await tx.query(`DELETE FROM ${table} WHERE ${owner} = $1 AND key = $2`, [ownerId, scope.key]);
    }
    const body = await run(tx);
    await tx.query(
      `INSERT INTO ${table} (${owner}, key, route, request_hash, response_status, response_body, created_at)
       VALUES ($1, $2, $3, $4, 200, $5, $6)`,
      [ownerId, scope.key, scope.route, scope.hash, body, now],
      { prepared: true },
    );
    return { status: 200, body, replayed: false };
  });
}

/** Drops answers older than 24 h. */
export async function purgeIdempotencyKeys(db: Queryable, clock: Clock) {
  const before = new Date(clock.now().getTime() - IDEMPOTENCY_TTL_MS);
  for (const { table } of Object.values(STORES)) {
    await db.query(`DELETE FROM ${table} WHERE created_at < $1`, [before]);
  }
}
