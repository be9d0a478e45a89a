import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { openPostgres } from '../apps/server/src/db/postgres';
import { creditMatching, platformBankAccounts } from '../apps/server/src/modules/fiat';
import { ManualClock } from '../apps/server/src/platform/clock';
import { Iso20022Bank } from '../apps/server/src/rails/bank/iso20022/bank';
import { type CamtEntry, camt053 } from '../apps/server/src/testing/iso20022-messages';
import { scratchDatabase } from './server';
import type { Row } from './web/part';

/** Transfers in one pain.001, entries in one camt.053: a busy bank day. */
const N = 10_000;
/** Budgets: writing the pain.001 (gathered, built, checked against its XSD, stored, in the outbox). */
export const PAIN001_BUDGET_MS = 4_000;
/** Reading the camt.053 (checked, parsed, applied) and matching its credits to top-ups. */
export const CAMT053_BUDGET_MS = 15_000;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const referenceOf = (i: number) =>
  `TU${Array.from({ length: 8 }, (_, k) => BASE32[Math.floor(i / 32 ** k) % 32]).join('')}`;

/** Merchants with a reference and open top-ups: seeded in bulk (the top-ups' own path is measured elsewhere). */
async function seedTopups(db: Db, merchants: number, perMerchant: number, now: Date) {
  const ids = Array.from({ length: merchants }, () => randomUUID());
  await db.query(
    `INSERT INTO merchants (id, merchant_name, merchant_type, email)
     SELECT id, 'Bench Merchant', 'enterprise', id || '@example.com' FROM unnest($1::uuid[]) AS v(id)`,
    [ids],
  );
  await db.query(
    `INSERT INTO fiat_references (merchant_id, reference, created_at)
     SELECT id, ref, $3 FROM unnest($1::uuid[], $2::text[]) AS v(id, ref)`,
    [ids, ids.map((_, i) => referenceOf(i)), now],
  );
  const rows = ids.flatMap((id, i) => Array.from({ length: perMerchant }, (_, k) => ({ id, i, k })));
  await db.query(
    `INSERT INTO fiat_topups (id, merchant_id, reference, currency, amount, value_date, bank_account_id, bank_name,
       account_name, account_number_masked, statement_key, statement_name, statement_mime, statement_size, created_at)
     SELECT gen_random_uuid(), m, ref, 'USD', amt, $4::date, gen_random_uuid(), 'HSBC Hong Kong', 'Bench Ltd', '****8901',
       'bench', 'statement.pdf', 'application/pdf', 1000, $5
     FROM unnest($1::uuid[], $2::text[], $3::bigint[]) AS v(m, ref, amt)`,
    [
      rows.map((r) => r.id),
      rows.map((r) => referenceOf(r.i)),
      rows.map((r) => BigInt(10_000 + r.i * 100 + r.k * 7)),
      now.toISOString().slice(0, 10),
      now,
    ],
  );
  return rows.map((r) => ({ ref: referenceOf(r.i), amount: 10_000 + r.i * 100 + r.k * 7 }));
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The day's credits: most name their top-up exactly, some lost charges, some lack or garble the reference. */
function creditsOf(topups: { ref: string; amount: number }[]): CamtEntry[] {
  return topups.map((t, i) => {
    const kind = i % 20;
    const amount = kind === 17 ? t.amount - 25 : kind === 18 ? Math.floor(t.amount / 2) : t.amount;
    const remittance =
      kind === 19
        ? 'INVOICE 2026-11'
        : kind === 16
          ? `${t.ref.slice(0, 6)} ${t.ref.slice(6)}`
          : `Top-up ${t.ref}`;
    return {
      ref: `B${i}`,
      direction: 'CRDT',
      amount: dollars(amount),
      txs: [{ payer: `Payer ${i}`, remittance: [remittance] }],
    };
  });
}

export async function bankFileRows(adminUrl: string): Promise<Row[]> {
  const scratch = await scratchDatabase(adminUrl, 'bankfiles');
  const db = openPostgres(scratch.url.toString(), 4);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-bank-'));
  try {
    await migrate(db);
    const clock = new ManualClock(Date.now());
    const bank = new Iso20022Bank(db, clock, {
      outboxDir: outbox,
      inboxDir: path.join(outbox, 'inbox'),
      maxBytes: 20 * 1024 * 1024,
      maxTransfersPerFile: N,
      accounts: () => platformBankAccounts(db),
    });
    for (let i = 0; i < N; i += 500) {
      await Promise.all(
        Array.from({ length: 500 }, (_, k) =>
          bank.send({
            reference: `payout:${randomUUID()}`,
            currency: 'USD',
            amount: BigInt(1000 + i + k),
            to: {
              holder: `Beneficiary ${i + k}`,
              accountNumber: `0123456789${i + k}`,
              bankName: 'HSBC',
              swiftCode: 'HSBCHKHHXXX',
              country: 'HK',
            },
          }),
        ),
      );
    }
    let started = performance.now();
    const files = await bank.generate(null);
    const painMs = performance.now() - started;
    if (files.length !== 1 || files[0]!.entries !== N)
      throw new Error(`pain.001: ${files.map((f) => f.entries)}`);
    console.log(
      `pain.001 of ${N} transfers: ${(files[0]!.size / 1024 / 1024).toFixed(1)} MB in ${painMs.toFixed(0)} ms`,
    );

    const topups = await seedTopups(db, N / 5, 5, clock.now());
    const xml = camt053({
      messageId: 'BENCH-STM-1',
      account: '787001234567838',
      currency: 'USD',
      entries: creditsOf(topups),
    });
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    const matching = creditMatching({ db, clock, config }, bank);
    started = performance.now();
    const file = await bank.importFile('camt.053.bench.xml', Buffer.from(xml), null);
    const readMs = performance.now() - started;
    await matching.run();
    const camtMs = performance.now() - started;
    const [share] = await db.query<{ rule: number; all: number }>(
      `SELECT count(*) FILTER (WHERE matched_by = 'rule')::int AS rule, count(*)::int AS all FROM fiat_bank_credits`,
    );
    console.log(
      `camt.053 of ${file.entries} entries (${(Buffer.byteLength(xml) / 1024 / 1024).toFixed(1)} MB): read in ${readMs.toFixed(0)} ms, ` +
        `matched in ${(camtMs - readMs).toFixed(0)} ms; ${share!.rule} of ${share!.all} credited without a person`,
    );
    return [
      {
        name: `pain.001 of ${N} transfers written (ms)`,
        value: painMs,
        limit: PAIN001_BUDGET_MS,
        unit: 'ms',
        kind: 'budget',
      },
      {
        name: `camt.053 of ${N} entries read and matched (ms)`,
        value: camtMs,
        limit: CAMT053_BUDGET_MS,
        unit: 'ms',
        kind: 'budget',
      },
      {
        name: 'bank credits matched without a person',
        value: (100 * share!.rule) / share!.all,
        limit: 0,
        unit: '%',
        kind: 'figure',
      },
    ];
  } finally {
    await db.close();
    await scratch.drop();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}
