import { type Db, UNIQUE_VIOLATION } from '../../db/client';
import type { Clock } from '../clock';
import {
  answerOf,
  type KeyScope,
  keyLockName,
  keyStoreOf,
  onceForKey,
  type StoredResponse,
  type StoredRow,
} from './idempotency';
import { type InsertRow, insertRows, partInserts } from './insert-rows';
import { confirmationSql, type PrincipalConfirmation } from './principal-confirmation';
import { type Bind, sharedStatementsOf } from './shared-statements';

/**
 * A money-moving effect whose answer is known before it is written (ids, addresses and times
 * chosen by the server), so that the key check, the effect and the stored answer take one statement.
 */
export interface PreparedWrite {
  /** The answer, stored with the key and sent. */
  body: string;
  /** The rows the effect inserts, in this order; nothing else is written. */
  rows: readonly InsertRow[];
  /** The key of the first row the writes lock, if they lock any (see `SharedStatements.submit`). */
  lockKey?: string;
  /**
   * Turns an error of the writes into what the client is told (a taken unique number, a hold the
   * balance does not cover when the statement commits: 422).
   */
  translateError?(err: unknown): unknown;
}

interface Found {
  ok: boolean;
  confirmed: boolean;
  route: string | null;
  request_hash: Uint8Array | null;
  response_status: number | null;
  response_body: string | null;
  created_at: Date | null;
}

// Errors after which the ordinary path decides: a key or number stored meanwhile (read before the
// lock was taken), a deadlock, a serialization failure.
const ORDINARY_PATH_ERRORS = new Set([UNIQUE_VIOLATION, '40P01', '40001']);

/**
 * `onceForKey` for a prepared write, in one round trip: the advisory try-lock, the key lookup, the
 * effect and the stored answer are one autocommitted statement. The same answers as `onceForKey`
 * (replay byte for byte, 422 for the same key with another request, 409 while the first is running),
 * because every case but a plain first request goes the ordinary way:
 * - `prepare` throws: the ordinary path runs with a handler that throws the same, so that a stored
 *   answer is still replayed first;
 * - the key's answer has expired: the ordinary path replaces it;
 * - the statement's snapshot predates the lock, so an answer committed in between is not seen; the
 *   unique key of the stored answers (or of the effect) then refuses the write, and the ordinary
 *   path, reading after its lock, replays it.
 * `confirmation` names what the statement must find true before it does anything (the caller's
 * session still valid, say); when it is false nothing is written and the answer is 'unconfirmed'.
 * While there is such a condition, every way but that statement answers 'unconfirmed' too: the
 * caller confirms its principal otherwise and calls again without one.
 */
export async function onceForKeyPrepared(
  db: Db,
  clock: Clock,
  scope: KeyScope,
  prepare: () => Promise<PreparedWrite>,
  confirmation: PrincipalConfirmation | null = null,
): Promise<StoredResponse | 'unconfirmed'> {
  // A principal still to be confirmed takes no path but the one statement that confirms it.
  const unconfirmed = confirmation !== null;
  let write: PreparedWrite;
  try {
    write = await prepare();
  } catch (err) {
    if (unconfirmed) return 'unconfirmed';
    return onceForKey(db, clock, scope, async () => {
      throw err;
    });
  }
  const translated = (err: unknown) => (write.translateError ? write.translateError(err) : err);
  const slowly = () =>
    onceForKey(db, clock, scope, async (tx) => {
      try {
        // what the database checks at the commit (a payout's hold) is checked here, where it is told
        await tx.query('SET CONSTRAINTS ALL IMMEDIATE');
        await insertRows(tx, write.rows);
      } catch (err) {
        throw translated(err);
      }
      return write.body;
    });

  const { table, owner } = keyStoreOf(scope.owner);
  const now = clock.now();
  const part = (bind: Bind, p: string) => {
    const id = bind(scope.owner.id);
    const key = bind(scope.key);
    const condition = confirmation ? confirmationSql(confirmation, bind) : 'true';
    const ctes = `${p}idem_confirm AS MATERIALIZED (SELECT ${condition} AS confirmed),
    ${p}idem_found AS MATERIALIZED (
      SELECT route, request_hash, response_status, response_body, created_at FROM ${table}
      WHERE ${owner} = ${id} AND key = ${key}),
    ${p}idem_lock AS MATERIALIZED (
      SELECT pg_try_advisory_xact_lock(hashtextextended(${bind(keyLockName(scope.owner, scope.key))}, 0)) AS ok
      FROM ${p}idem_confirm WHERE confirmed AND NOT EXISTS (SELECT 1 FROM ${p}idem_found)),
    ${p}idem_gate AS MATERIALIZED (
      SELECT 1 AS one FROM ${p}idem_lock WHERE ${p}idem_lock.ok AND NOT EXISTS (SELECT 1 FROM ${p}idem_found))`;
    // the effect's rows, then the stored answer, each written only through the gate
    const inserts = [
      ...partInserts(write.rows, bind, `${p}idem_gate`),
      {
        table,
        columns: `${owner}, key, route, request_hash, response_status, response_body, created_at`,
        select: `SELECT ${id}, ${key}, ${bind(scope.route)}, ${bind(scope.hash)}::bytea, 200, ${bind(write.body)},
          ${bind(now)}::timestamptz FROM ${p}idem_gate`,
      },
    ];
    const answer = `SELECT c.confirmed, l.ok, f.route, f.request_hash, f.response_status, f.response_body, f.created_at
    FROM ${p}idem_confirm c LEFT JOIN ${p}idem_lock l ON true LEFT JOIN ${p}idem_found f ON true`;
    return { ctes, answer, inserts };
  };
  let found: Found | undefined;
  try {
    found = (await sharedStatementsOf(db, 'idempotent writes').submit(part, write.lockKey)) as
      | Found
      | undefined;
  } catch (err) {
    if (ORDINARY_PATH_ERRORS.has((err as { code?: string }).code ?? '')) {
      return unconfirmed ? 'unconfirmed' : slowly();
    }
    throw translated(err);
  }
  if (found && !found.confirmed) return 'unconfirmed';
  // A stored answer is replayed as it is: replays of a finished request take no lock.
  if (found?.created_at) {
    const answer = answerOf(found as StoredRow, now, scope);
    return answer ?? slowly();
  }
  // The key's lock was taken: by a concurrent retry (409), or by a failed statement of this request
  // still releasing it; the ordinary path tells them apart.
  if (!found?.ok) return slowly();
  return { status: 200, body: write.body, replayed: false };
}
