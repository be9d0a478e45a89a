import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestDb, usingPostgres } from '../../testing/test-db';
import { systemClock } from '../clock';
import { keyLockName, onceForKey } from './idempotency';

let db: Db;
let merchantId: string;
beforeAll(async () => {
  db = await createTestDb();
  const [m] = await db.query<{ id: string }>(
    `INSERT INTO merchants (merchant_name, merchant_type, email)
     VALUES ('Lock Probe', 'enterprise', 'lock.probe@example.com') RETURNING id`,
  );
  merchantId = m!.id;
});
afterAll(() => db.close());

const scope = () => ({
  owner: { kind: 'merchant' as const, id: merchantId },
  key: randomUUID(),
  route: 'POST /probe',
  hash: Buffer.alloc(32),
});

/** Holds the key's lock in another transaction for `ms`, as a concurrent request or a failing statement would. */
async function holdLock(s: ReturnType<typeof scope>, ms: number, held: () => void) {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [keyLockName(s.owner, s.key)]);
    held();
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Starts holding the lock and answers, once it is held, the holder's end. */
async function lockHeld(s: ReturnType<typeof scope>, ms: number): Promise<{ released: Promise<void> }> {
  let ready!: () => void;
  const isHeld = new Promise<void>((r) => {
    ready = r;
  });
  const holder = holdLock(s, ms, ready);
  await isHeld;
  return { released: holder };
}

describe.runIf(usingPostgres())('the lock of an idempotency key (PostgreSQL)', () => {
  it('a lock released within moments is waited for: no 409 for a statement still letting go', async () => {
    const s = scope();
    const holder = await lockHeld(s, 8);
    const answer = await onceForKey(db, systemClock, s, async () => '{"ok":1}');
    expect(answer).toEqual({ status: 200, body: '{"ok":1}', replayed: false });
    await holder.released;
  });

  it('a lock held on is a concurrent request: 409', async () => {
    const s = scope();
    const holder = await lockHeld(s, 300);
    await expect(onceForKey(db, systemClock, s, async () => '{"ok":1}')).rejects.toMatchObject({
      status: 409,
    });
    await holder.released;
  });
});
