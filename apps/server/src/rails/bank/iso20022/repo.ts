import type { BankEntryMiss } from '@mc/contract';
import type { Queryable } from '../../../db/client';
import type { BankTransferRequest } from '../types';
import type { BankFileItem, BankFileRow } from './rows';

/** A transfer of the files rail (`bank_transfers`). */
export interface TransferRow {
  id: string;
  reference: string;
  end_to_end_id: string;
  currency: string;
  amount: bigint;
  holder: string;
  account_number: string;
  bank_name: string;
  swift_code: string;
  country: string;
  state: 'queued' | 'sent' | 'accepted' | 'rejected' | 'booked';
  file_id: string | null;
  reason_code: string | null;
  reason: string | null;
  [key: string]: unknown;
}

/** A new entry read from a file. */
export interface NewEntry {
  id: string;
  kind: 'status' | 'credit' | 'debit';
  key: string;
  state: 'accepted' | 'rejected' | 'matched' | 'unmatched' | 'received' | 'repeated';
  transferId: string | null;
  endToEndId: string | null;
  reference: string | null;
  amount: bigint | null;
  currency: string | null;
  counterparty: string | null;
  bookedOn: string | null;
  reasonCode: string | null;
  reason: string | null;
  /** Why an unmatched entry did not match (`bankEntryMisses`). */
  miss: BankEntryMiss | null;
}

const FILE_COLUMNS = `id, direction, kind, state, name, message_id, account, currency, entries, total, size, error,
  created_by, created_at`;

export const filesRepo = {
  /**
   * Queues a transfer once per reference. Its end-to-end id follows from the reference, so two instances
   * sending the same payout at once collide on either unique index: no arbiter is named, or the index
   * that is not the arbiter would answer the second a unique violation instead of nothing.
   */
  async queueTransfer(q: Queryable, t: BankTransferRequest, id: string, e2e: string, at: Date) {
    await q.query(
      `INSERT INTO bank_transfers (id, reference, end_to_end_id, currency, amount, holder, account_number, bank_name,
         swift_code, country, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) ON CONFLICT DO NOTHING`,
      [
        id,
        t.reference,
        e2e,
        t.currency,
        t.amount,
        t.to.holder,
        t.to.accountNumber,
        t.to.bankName,
        t.to.swiftCode,
        t.to.country,
        at,
      ],
    );
    const [row] = await q.query<{ id: string }>('SELECT id FROM bank_transfers WHERE reference = $1', [
      t.reference,
    ]);
    if (!row) throw new Error(`bank transfer ${t.reference} was neither queued nor found`);
    return row.id;
  },

  transfer: async (q: Queryable, id: string) =>
    (await q.query<TransferRow>('SELECT * FROM bank_transfers WHERE id = $1', [id]))[0] ?? null,

  /** Currencies with transfers waiting for a file. */
  waitingCurrencies: async (q: Queryable) =>
    (
      await q.query<{ currency: string }>(
        `SELECT DISTINCT currency FROM bank_transfers WHERE state = 'queued'`,
      )
    ).map((r) => r.currency),

  /** Locks up to `limit` waiting transfers of a currency, oldest first (another instance's are skipped). */
  claimQueued: (q: Queryable, currency: string, limit: number) =>
    q.query<TransferRow>(
      `SELECT * FROM bank_transfers WHERE state = 'queued' AND currency = $1
       ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [currency, limit],
    ),

  async markSent(q: Queryable, ids: string[], fileId: string, at: Date) {
    await q.query(
      `UPDATE bank_transfers SET state = 'sent', file_id = $2, updated_at = $3 WHERE id = ANY($1::uuid[])`,
      [ids, fileId, at],
    );
  },

  /** The file's transfers (for a status report), locked. */
  transfersOfFile: (q: Queryable, fileId: string) =>
    q.query<TransferRow>('SELECT * FROM bank_transfers WHERE file_id = $1 ORDER BY id FOR UPDATE', [fileId]),

  /** Transfers by end-to-end id, locked. */
  transfersByE2e: (q: Queryable, ids: string[]) =>
    q.query<TransferRow>(
      'SELECT * FROM bank_transfers WHERE end_to_end_id = ANY($1::text[]) ORDER BY id FOR UPDATE',
      [ids],
    ),

  async setTransfers(
    q: Queryable,
    changes: { id: string; state: TransferRow['state']; reasonCode: string | null; reason: string | null }[],
    at: Date,
  ) {
    if (changes.length === 0) return;
    await q.query(
      `UPDATE bank_transfers t SET state = v.state, reason_code = v.code, reason = v.reason, updated_at = $5
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS v(id, state, code, reason)
       WHERE t.id = v.id`,
      [
        changes.map((c) => c.id),
        changes.map((c) => c.state),
        changes.map((c) => c.reasonCode),
        changes.map((c) => c.reason),
        at,
      ],
    );
  },

  async insertFile(
    q: Queryable,
    f: Omit<BankFileRow, 'created_at'> & { sha256: string; content: string | null },
    at: Date,
  ) {
    await q.query(
      `INSERT INTO bank_files (id, direction, kind, state, name, message_id, account, currency, entries, total, size,
         sha256, content, error, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        f.id,
        f.direction,
        f.kind,
        f.state,
        f.name,
        f.message_id,
        f.account,
        f.currency,
        f.entries,
        f.total,
        f.size,
        f.sha256,
        f.content,
        f.error,
        f.created_by,
        at,
      ],
    );
  },

  fileByMessage: async (q: Queryable, direction: 'out' | 'in', kind: string, messageId: string) =>
    (
      await q.query<BankFileRow>(
        `SELECT ${FILE_COLUMNS} FROM bank_files WHERE direction = $1 AND kind = $2 AND message_id = $3 AND state <> 'refused'`,
        [direction, kind, messageId],
      )
    )[0] ?? null,

  file: async (q: Queryable, id: string) =>
    (await q.query<BankFileRow>(`SELECT ${FILE_COLUMNS} FROM bank_files WHERE id = $1`, [id]))[0] ?? null,

  content: async (q: Queryable, id: string) =>
    (
      await q.query<{ name: string; content: string | null }>(
        'SELECT name, content FROM bank_files WHERE id = $1',
        [id],
      )
    )[0] ?? null,

  list: (
    q: Queryable,
    f: {
      direction?: string | undefined;
      kind?: string | undefined;
      limit: number;
      before: [Date, string] | null;
    },
  ) =>
    q.query<BankFileRow>(
      `SELECT ${FILE_COLUMNS} FROM bank_files
       WHERE ($1::text IS NULL OR direction = $1) AND ($2::text IS NULL OR kind = $2)
         AND ($3::timestamptz IS NULL OR (created_at, id) < ($3, $4::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $5`,
      [f.direction ?? null, f.kind ?? null, f.before?.[0] ?? null, f.before?.[1] ?? null, f.limit + 1],
    ),

  /** Entry keys already applied, of those given. */
  async knownKeys(q: Queryable, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await q.query<{ entry_key: string }>(
      `SELECT entry_key FROM bank_file_entries WHERE entry_key = ANY($1::text[]) AND state <> 'repeated'`,
      [keys],
    );
    return new Set(rows.map((r) => r.entry_key));
  },

  async insertEntries(q: Queryable, fileId: string, es: NewEntry[]) {
    for (let i = 0; i < es.length; i += 2000) {
      const part = es.slice(i, i + 2000);
      const col = <K extends keyof NewEntry>(k: K) => part.map((e) => e[k]);
      await q.query(
        `INSERT INTO bank_file_entries (id, file_id, kind, entry_key, state, transfer_id, end_to_end_id, reference, amount,
           currency, counterparty, booked_on, reason_code, reason, miss)
         SELECT id, $1, kind, key, state, transfer_id, e2e, reference, amount, currency, counterparty, booked_on, code, reason,
           miss
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::text[], $8::text[], $9::bigint[],
           $10::text[], $11::text[], $12::date[], $13::text[], $14::text[], $15::text[]) WITH ORDINALITY
           AS v(id, kind, key, state, transfer_id, e2e, reference, amount, currency, counterparty, booked_on, code, reason,
             miss, n)
         ORDER BY n`,
        [
          fileId,
          col('id'),
          col('kind'),
          col('key'),
          col('state'),
          col('transferId'),
          col('endToEndId'),
          col('reference'),
          col('amount'),
          col('currency'),
          col('counterparty'),
          col('bookedOn'),
          col('reasonCode'),
          col('reason'),
          col('miss'),
        ],
      );
    }
  },

  /** A file's transfers (pain.001) or entries (the others), in order. */
  items: (q: Queryable, fileId: string, out: boolean, limit: number) =>
    out
      ? q.query<BankFileItem>(
          `SELECT id, 'transfer' AS kind, state, end_to_end_id, reference AS transfer_reference, NULL AS reference, amount,
             currency, holder AS counterparty, NULL AS booked_on, reason_code, reason, NULL AS miss
           FROM bank_transfers WHERE file_id = $1 ORDER BY created_at, id LIMIT $2`,
          [fileId, limit],
        )
      : q.query<BankFileItem>(
          `SELECT e.id, e.kind, e.state, e.end_to_end_id, e.reference, e.amount, e.currency, e.counterparty,
             to_char(e.booked_on, 'YYYY-MM-DD') AS booked_on, e.reason_code, e.reason, e.miss,
             t.reference AS transfer_reference
           FROM bank_file_entries e LEFT JOIN bank_transfers t ON t.id = e.transfer_id
           WHERE e.file_id = $1 ORDER BY e.seq LIMIT $2`,
          [fileId, limit],
        ),

  /** Per file: entries matched and left (a pain.001's: its transfers booked and rejected); credits apart. */
  counts: (q: Queryable, fileIds: string[]) =>
    q.query<{ file_id: string; matched: number; unmatched: number }>(
      `SELECT file_id,
         count(*) FILTER (WHERE state IN ('matched', 'accepted', 'rejected'))::int AS matched,
         count(*) FILTER (WHERE state = 'unmatched')::int AS unmatched
       FROM bank_file_entries WHERE file_id = ANY($1::uuid[]) AND kind <> 'credit' GROUP BY file_id
       UNION ALL
       SELECT file_id, count(*) FILTER (WHERE state = 'booked')::int, count(*) FILTER (WHERE state = 'rejected')::int
       FROM bank_transfers WHERE file_id = ANY($1::uuid[]) GROUP BY file_id`,
      [fileIds],
    ),

  credits: (q: Queryable, after: bigint, limit: number) =>
    q.query<{
      seq: bigint;
      id: string;
      file_id: string;
      reference: string | null;
      currency: string;
      amount: bigint;
      counterparty: string | null;
      booked_on: Date | null;
      created_at: Date;
    }>(
      `SELECT e.seq, e.id, e.file_id, e.reference, e.currency, e.amount, e.counterparty, e.booked_on, f.created_at
       FROM bank_file_entries e JOIN bank_files f ON f.id = e.file_id
       WHERE e.kind = 'credit' AND e.state = 'received' AND e.seq > $1 ORDER BY e.seq LIMIT $2`,
      [after, limit],
    ),
};
