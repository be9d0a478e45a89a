import { randomInt, randomUUID } from 'node:crypto';
import { api, type topupListQuery } from '@mc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { idempotencyKeyOf, onceForUpload } from '../../platform/money-route';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { MerchantPrincipal } from '../../platform/request-context';
import type { BlobStore } from '../../rails/blob/types';
import { fiatCurrencies } from '../crypto';
import { checkTopup } from './checks';
import { fiatRepo } from './repo';
import { readTopupUpload } from './statement-upload';
import { type DecimalsOf, toBankAccount, toTopup } from './view';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const newReference = () => `TU${Array.from({ length: 8 }, () => BASE32[randomInt(32)]).join('')}`;

/** The merchant's side of top-ups: instructions, submitting one with its statement, reading them. */
export function fiatTopups(
  deps: Pick<Deps, 'db' | 'clock'>,
  storage: BlobStore,
  decimals: () => Promise<DecimalsOf>,
) {
  const { db, clock } = deps;

  /** The merchant's reference, made on first need (a taken one is drawn again). */
  async function referenceOf(q: Queryable, merchantId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const have = await fiatRepo.reference(q, merchantId);
      if (have) return have;
      await fiatRepo.insertReference(q, merchantId, newReference(), clock.now());
    }
    throw new Error('no free top-up reference');
  }

  async function instructions(p: MerchantPrincipal) {
    const names = new Map((await fiatCurrencies(db)).map((c) => [c.code, c]));
    const enabled = await fiatRepo.currencies(db, true);
    return {
      reference: await referenceOf(db, p.merchantId),
      currencies: enabled.map((c) =>
        toBankAccount(c, names.get(c.code)?.name ?? c.code, names.get(c.code)?.decimals ?? 2),
      ),
    };
  }

  /**
   * Submits a top-up: the statement is stored as it streams in, then the fields are checked and the
   * row written once per Idempotency-Key (a replay answers the stored top-up and keeps nothing new).
   */
  async function create(req: FastifyRequest, reply: FastifyReply, p: MerchantPrincipal) {
    if (!req.isMultipart()) throw new AppError(415, 'topup_not_multipart');
    const key = idempotencyKeyOf(req);
    const upload = await readTopupUpload(req, storage);
    const statement = upload.statement;
    const fingerprint = { fields: upload.fields, statement: statement?.sha256 ?? null };
    try {
      const decimalsOf = await decimals();
      const { replayed, send } = await onceForUpload(
        deps,
        api.createTopup,
        { req, reply, key, fingerprint },
        async (tx) => {
          const now = clock.now();
          const checked = await checkTopup(tx, p.merchantId, upload, decimalsOf, now);
          const id = randomUUID();
          await fiatRepo.insertTopup(tx, {
            id,
            merchant_id: p.merchantId,
            created_by: p.userId,
            reference: await referenceOf(tx, p.merchantId),
            currency: checked.currency.code,
            amount: checked.amount,
            value_date: checked.fields.value_date,
            bank_account_id: checked.account.id,
            bank_name: checked.account.bank_name,
            account_name: checked.account.account_name,
            account_number_masked: checked.account.account_number_masked,
            statement_key: checked.statement.key,
            statement_name: checked.statement.name,
            statement_mime: checked.statement.mime,
            statement_size: checked.statement.size,
            created_at: now,
          });
          return toTopup((await fiatRepo.get(tx, id))!, decimalsOf);
        },
      );
      if (replayed && statement) await storage.delete(statement.key);
      return send();
    } catch (err) {
      if (statement) await storage.delete(statement.key);
      throw err;
    }
  }

  async function list(p: MerchantPrincipal, query: z.output<typeof topupListQuery>) {
    const rows = await fiatRepo.mine(
      db,
      p.merchantId,
      query.status,
      query.limit,
      decodeTimeIdCursor(query.cursor),
    );
    const decimalsOf = await decimals();
    return pageOf(
      rows,
      query.limit,
      (r) => toTopup(r, decimalsOf),
      (r) => [r.created_at, r.id],
    );
  }

  async function mine(p: MerchantPrincipal, id: string) {
    const row = await fiatRepo.get(db, id);
    if (!row || row.merchant_id !== p.merchantId) throw fail.notFound();
    return row;
  }

  /** The statement of one of the merchant's top-ups, as uploaded (404 for anyone else's). */
  async function statementOf(row: { statement_key: string; statement_mime: string; statement_name: string }) {
    const blob = await storage.get(row.statement_key);
    if (!blob) throw fail.notFound();
    return {
      mime: row.statement_mime,
      size: blob.size,
      displayName: row.statement_name,
      stream: blob.stream,
    };
  }

  return {
    instructions,
    create,
    list,
    get: async (p: MerchantPrincipal, id: string) => toTopup(await mine(p, id), await decimals()),
    statement: async (p: MerchantPrincipal, id: string) => statementOf(await mine(p, id)),
    statementOf,
  };
}

export type FiatTopups = ReturnType<typeof fiatTopups>;
