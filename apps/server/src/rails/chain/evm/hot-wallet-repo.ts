import type { Queryable } from '../../../db/client';

/** `dropped`: never to be mined, a final block holding another transaction with its nonce. */
export type EvmSendStatus = 'pending' | 'mined' | 'reverted' | 'dropped';

export interface EvmSendRow {
  id: bigint;
  network: string;
  /** The account that signs: 'hot', 'gas-tank' or 'deposit:<index>' (its nonces are its own). */
  sender: string;
  reference: string;
  asset: string;
  /** null for a send of the network's own coin. */
  token: string | null;
  recipient: string;
  amount: bigint;
  nonce: bigint;
  gas: bigint;
  status: EvmSendStatus;
  created_at: Date;
  mined_hash: string | null;
  mined_height: bigint | null;
  fee: bigint | null;
  [key: string]: unknown;
}

export interface AttemptRow {
  id: bigint;
  send_id: bigint;
  tx_hash: string;
  raw_tx: string;
  max_fee_per_gas: bigint;
  max_priority_fee_per_gas: bigint;
  created_at: Date;
  broadcast_at: Date | null;
  [key: string]: unknown;
}

/** An attempt with the nonce of its send (what broadcasting orders by). */
export type NoncedAttempt = AttemptRow & { nonce: bigint; sender: string };

export type NewSend = Pick<
  EvmSendRow,
  | 'network'
  | 'sender'
  | 'reference'
  | 'asset'
  | 'token'
  | 'recipient'
  | 'amount'
  | 'nonce'
  | 'gas'
  | 'created_at'
>;
export type NewAttempt = Pick<
  AttemptRow,
  'tx_hash' | 'raw_tx' | 'max_fee_per_gas' | 'max_priority_fee_per_gas' | 'created_at'
>;

const ATTEMPT =
  'a.id, a.send_id, a.tx_hash, a.raw_tx, a.max_fee_per_gas, a.max_priority_fee_per_gas, a.created_at, a.broadcast_at';
const SEND =
  's.id, s.network, s.sender, s.reference, s.asset, s.token, s.recipient, s.amount, s.nonce, s.gas, s.status, s.created_at, s.mined_hash, s.mined_height, s.fee';

/** The senders' tables (evm_sends, evm_send_attempts): what each account signed, for which reference, with which nonce. */
export const hotWalletRepo = {
  /** One writer of a sender's nonces on a network at a time, across every instance, until the transaction ends. */
  async lockSender(tx: Queryable, network: string, sender: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`evm-sends:${network}:${sender}`]);
  },

  /** The first transaction signed for a reference (what `send` answers for it ever after). */
  async firstHash(q: Queryable, reference: string): Promise<string | null> {
    const [row] = await q.query<{ tx_hash: string }>(
      `SELECT a.tx_hash FROM evm_sends s JOIN evm_send_attempts a ON a.send_id = s.id
       WHERE s.reference = $1 ORDER BY a.id LIMIT 1`,
      [reference],
    );
    return row?.tx_hash ?? null;
  },

  async highestNonce(q: Queryable, network: string, sender: string): Promise<bigint | null> {
    const [row] = await q.query<{ n: bigint | null }>(
      'SELECT max(nonce) AS n FROM evm_sends WHERE network = $1 AND sender = $2',
      [network, sender],
    );
    return row?.n ?? null;
  },

  async insert(q: Queryable, send: NewSend, attempt: NewAttempt): Promise<void> {
    await q.query(
      `WITH s AS (
         INSERT INTO evm_sends (network, reference, asset, token, recipient, amount, nonce, gas, created_at, sender)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $14) RETURNING id
       )
       INSERT INTO evm_send_attempts (send_id, tx_hash, raw_tx, max_fee_per_gas, max_priority_fee_per_gas, created_at)
       SELECT s.id, $10, $11, $12, $13, $9 FROM s`,
      [
        send.network,
        send.reference,
        send.asset,
        send.token,
        send.recipient,
        send.amount,
        send.nonce,
        send.gas,
        send.created_at,
        attempt.tx_hash,
        attempt.raw_tx,
        attempt.max_fee_per_gas,
        attempt.max_priority_fee_per_gas,
        send.sender,
      ],
    );
  },

  /** A replacement of a send: another transaction with its nonce. */
  async addAttempt(q: Queryable, sendId: bigint, attempt: NewAttempt): Promise<void> {
    await q.query(
      `INSERT INTO evm_send_attempts (send_id, tx_hash, raw_tx, max_fee_per_gas, max_priority_fee_per_gas, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        sendId,
        attempt.tx_hash,
        attempt.raw_tx,
        attempt.max_fee_per_gas,
        attempt.max_priority_fee_per_gas,
        attempt.created_at,
      ],
    );
  },

  /** The newest attempt of a send still pending (null once mined). */
  async latestPendingAttempt(q: Queryable, sendId: bigint): Promise<AttemptRow | null> {
    const [row] = await q.query<AttemptRow>(
      `SELECT ${ATTEMPT} FROM evm_send_attempts a JOIN evm_sends s ON s.id = a.send_id
       WHERE a.send_id = $1 AND s.status = 'pending' ORDER BY a.id DESC LIMIT 1`,
      [sendId],
    );
    return row ?? null;
  },

  async markBroadcast(q: Queryable, txHash: string, at: Date): Promise<void> {
    await q.query(
      'UPDATE evm_send_attempts SET broadcast_at = $2 WHERE tx_hash = $1 AND broadcast_at IS NULL',
      [txHash, at],
    );
  },

  /**
   * The newest attempt of each pending send when it was signed but never broadcast, lowest nonce first
   * (an older attempt never broadcast was replaced before it left: it needs no broadcast).
   */
  unbroadcast(q: Queryable, network: string): Promise<NoncedAttempt[]> {
    return q.query<NoncedAttempt>(
      `SELECT ${ATTEMPT}, s.nonce, s.sender FROM evm_send_attempts a JOIN evm_sends s ON s.id = a.send_id
       WHERE s.network = $1 AND s.status = 'pending' AND a.broadcast_at IS NULL
         AND a.id = (SELECT max(l.id) FROM evm_send_attempts l WHERE l.send_id = a.send_id)
       ORDER BY s.sender, s.nonce`,
      [network],
    );
  },

  /** What a sender's sends of one token (null: the coin) still pending would take from its balance. */
  async pendingAmount(q: Queryable, network: string, sender: string, token: string | null): Promise<bigint> {
    const [row] = await q.query<{ owed: bigint }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS owed FROM evm_sends
       WHERE network = $1 AND sender = $2 AND status = 'pending' AND token IS NOT DISTINCT FROM $3`,
      [network, sender, token],
    );
    return row?.owed ?? 0n;
  },

  /** The median fee (wei) the last 20 mined token sends of the network paid, as their receipts said. */
  async recentCost(q: Queryable, network: string): Promise<bigint | null> {
    const [row] = await q.query<{ cost: bigint | null }>(
      `SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY fee) AS cost FROM (
         SELECT fee FROM evm_sends WHERE network = $1 AND status = 'mined' AND token IS NOT NULL AND fee IS NOT NULL
         ORDER BY id DESC LIMIT 20) recent`,
      [network],
    );
    return row?.cost ?? null;
  },

  pendingSends(q: Queryable, network: string): Promise<EvmSendRow[]> {
    return q.query<EvmSendRow>(
      `SELECT ${SEND} FROM evm_sends s WHERE s.network = $1 AND s.status = 'pending' ORDER BY s.sender, s.nonce`,
      [network],
    );
  },

  /** Sends mined (or reverted) whose block is not yet final: a reorganisation may still take them back. */
  unfinalSends(q: Queryable, network: string): Promise<EvmSendRow[]> {
    return q.query<EvmSendRow>(
      `SELECT ${SEND} FROM evm_sends s
       WHERE s.network = $1 AND s.status IN ('mined', 'reverted') AND NOT s.final
       ORDER BY s.mined_height, s.id LIMIT 500`,
      [network],
    );
  },

  /** Sends whose block is final, as they were seen in it: watched no more. */
  async markFinal(q: Queryable, ids: readonly bigint[], hashes: readonly string[]): Promise<void> {
    if (!ids.length) return;
    await q.query(
      `UPDATE evm_sends s SET final = true FROM unnest($1::bigint[], $2::text[]) AS v(id, hash)
       WHERE s.id = v.id AND s.mined_hash = v.hash AND s.status IN ('mined', 'reverted')`,
      [ids, hashes],
    );
  },

  /** A send whose nonce a final block gave to another transaction: it will never be mined. */
  async markDropped(q: Queryable, id: bigint): Promise<void> {
    await q.query(
      `UPDATE evm_sends SET status = 'dropped', final = true WHERE id = $1 AND status = 'pending'`,
      [id],
    );
  },

  /** The sends having an attempt among these hashes. */
  sendsOf(q: Queryable, hashes: readonly string[]): Promise<EvmSendRow[]> {
    return q.query<EvmSendRow>(
      `SELECT ${SEND} FROM evm_sends s
       WHERE s.id IN (SELECT send_id FROM evm_send_attempts WHERE tx_hash = ANY($1::text[])) ORDER BY s.nonce`,
      [hashes],
    );
  },

  /** Every attempt of these sends, oldest first. */
  attemptsOf(q: Queryable, sendIds: readonly bigint[]): Promise<AttemptRow[]> {
    return q.query<AttemptRow>(
      `SELECT ${ATTEMPT} FROM evm_send_attempts a WHERE a.send_id = ANY($1::bigint[]) ORDER BY a.id`,
      [sendIds],
    );
  },

  /** What the chain says of a send now (a reorg may take a mined one back to pending). */
  async record(
    q: Queryable,
    sendId: bigint,
    seen: { status: EvmSendStatus; hash: string | null; height: bigint | null; fee: bigint | null },
  ): Promise<void> {
    await q.query(
      `UPDATE evm_sends SET status = $2::text, mined_hash = $3::text, mined_height = $4::bigint, fee = $5::bigint
       WHERE id = $1
         AND (status, mined_hash, mined_height, fee) IS DISTINCT FROM ($2::text, $3::text, $4::bigint, $5::bigint)`,
      [sendId, seen.status, seen.hash, seen.height, seen.fee],
    );
  },
};
