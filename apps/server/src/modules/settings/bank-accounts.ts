import {
  type BankAccount,
  type BankAccountDetail,
  type BankAccountInput,
  MAX_BANK_ACCOUNTS,
  maskAccountNumber,
} from '@mc/contract';
import { isDbError, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { decodeCursor, pageOf } from '../../platform/paging';
import type { RequestContext } from '../../platform/request-context';
import { recordSecurityEvent, type SecurityEventActor } from '../../platform/security-events';
import { fiatCurrencies } from '../crypto';
import { type BankAccountRow, bankAccountRepo as repo } from './bank-accounts-repo';

function view(r: BankAccountRow): BankAccount {
  return {
    id: r.id,
    account_name: r.account_name,
    bank_name: r.bank_name,
    account_number_masked: maskAccountNumber(r.account_number),
    swift_code: r.swift_code,
    city: r.city,
    province: r.province,
    postcode: r.postcode,
    country: r.country,
    currency: r.currency,
    account_type: r.account_type,
    is_default: r.is_default,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

const detail = (r: BankAccountRow): BankAccountDetail => ({ ...view(r), account_number: r.account_number });
/** What the security log keeps of an account: never the whole number. */
const logged = (r: BankAccountRow) => ({
  bank_name: r.bank_name,
  account: maskAccountNumber(r.account_number),
});

const duplicate = (err: unknown) =>
  isDbError(err, UNIQUE_VIOLATION) ? fail.field('account_number', 'bank_account_exists') : err;

/** The merchant's bank accounts: one of them is the default whenever there is any. */
export function bankAccountService(deps: Deps) {
  const { db, clock } = deps;

  async function currencies() {
    return { items: await fiatCurrencies(db) };
  }

  async function checkCurrency(currency: string) {
    const fiat = await fiatCurrencies(db);
    if (!fiat.some((c) => c.code === currency)) throw fail.field('currency', 'currency_invalid');
  }

  async function list(merchantId: string, query: { limit: number; cursor?: string }) {
    const after = decodeCursor(query.cursor, ['rank', 'time', 'uuid']);
    const rows = await repo.list(
      db,
      merchantId,
      query.limit,
      after && { rank: after[0], at: after[1], id: after[2] },
    );
    return pageOf(rows, query.limit, view, (r) => [r.is_default ? 1 : 0, r.created_at, r.id]);
  }

  async function get(merchantId: string, id: string) {
    const row = await repo.mine(db, merchantId, id);
    if (!row) throw fail.notFound();
    return detail(row);
  }

  /** The first account becomes the default; a new default takes the flag from the old one. */
  async function create(who: SecurityEventActor, input: BankAccountInput, ctx: RequestContext) {
    const { merchantId } = who;
    await checkCurrency(input.currency);
    return db
      .transaction(async (tx) => {
        await repo.lockMerchant(tx, merchantId);
        const count = await repo.count(tx, merchantId);
        if (count >= MAX_BANK_ACCOUNTS) {
          throw new AppError(409, 'bank_account_limit', { params: { max: MAX_BANK_ACCOUNTS } });
        }
        const now = clock.now();
        const row = await repo.insert(tx, merchantId, input, false, now);
        if (count === 0 || input.is_default) await repo.makeDefault(tx, merchantId, row.id, now);
        await recordSecurityEvent(tx, who, 'bank_account_added', ctx, logged(row));
        return detail((await repo.mine(tx, merchantId, row.id))!);
      })
      .catch((err: unknown) => {
        throw duplicate(err);
      });
  }

  async function update(who: SecurityEventActor, id: string, input: BankAccountInput, ctx: RequestContext) {
    const { merchantId } = who;
    await checkCurrency(input.currency);
    return db
      .transaction(async (tx) => {
        await repo.lockMerchant(tx, merchantId);
        const before = await repo.mine(tx, merchantId, id, true);
        if (!before) throw fail.notFound();
        if (before.is_default && !input.is_default) {
          throw fail.field('is_default', 'bank_account_default_needed');
        }
        const now = clock.now();
        const row = (await repo.update(tx, merchantId, id, input, now))!;
        if (input.is_default && !before.is_default) await repo.makeDefault(tx, merchantId, id, now);
        await recordSecurityEvent(tx, who, 'bank_account_updated', ctx, logged(row));
        return detail((await repo.mine(tx, merchantId, id))!);
      })
      .catch((err: unknown) => {
        throw duplicate(err);
      });
  }

  async function setDefault(who: SecurityEventActor, id: string, ctx: RequestContext) {
    const { merchantId } = who;
    return db.transaction(async (tx) => {
      await repo.lockMerchant(tx, merchantId);
      const row = await repo.mine(tx, merchantId, id, true);
      if (!row) throw fail.notFound();
      if (!row.is_default) {
        await repo.makeDefault(tx, merchantId, id, clock.now());
        await recordSecurityEvent(tx, who, 'bank_account_updated', ctx, {
          ...logged(row),
          made_default: true,
        });
      }
      return detail((await repo.mine(tx, merchantId, id))!);
    });
  }

  /** Deleting the default makes the newest remaining account the default. */
  async function remove(who: SecurityEventActor, id: string, ctx: RequestContext) {
    const { merchantId } = who;
    await db.transaction(async (tx) => {
      await repo.lockMerchant(tx, merchantId);
      const removed = await repo.remove(tx, merchantId, id);
      if (!removed) throw fail.notFound();
      if (removed.is_default) {
        const next = await repo.newest(tx, merchantId);
        if (next) await repo.makeDefault(tx, merchantId, next.id, clock.now());
      }
      await recordSecurityEvent(tx, who, 'bank_account_deleted', ctx, logged(removed));
    });
    return { ok: true as const };
  }

  return { currencies, list, get, create, update, setDefault, remove };
}
