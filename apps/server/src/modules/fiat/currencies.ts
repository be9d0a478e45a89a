import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { balancesView, fiatCurrencies } from '../crypto';
import { merchantBalances } from '../ledger';
import { recordAudit } from '../ops';
import { type CurrencyRow, fiatRepo } from './repo';
import { toBankAccount } from './view';

/** The fiat currencies of top-ups as operators see and switch them (each switch audited). */
export function fiatCurrencySettings(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  async function viewOf(rows: CurrencyRow[]) {
    const assets = new Map((await fiatCurrencies(db)).map((c) => [c.code, c]));
    return rows.map((c) => {
      const asset = assets.get(c.code);
      return { ...toBankAccount(c, asset?.name ?? c.code, asset?.decimals ?? 2), enabled: c.enabled };
    });
  }

  async function list() {
    return { items: await viewOf(await fiatRepo.currencies(db, false)) };
  }

  async function setEnabled(op: OperatorPrincipal, code: string, enabled: boolean, ctx: RequestContext) {
    const row = await db.transaction(async (tx) => {
      const before = await fiatRepo.currency(tx, code);
      if (!before) throw fail.notFound();
      const at = clock.now();
      await fiatRepo.setEnabled(tx, code, enabled, at, op.operatorId);
      await recordAudit(tx, {
        operatorId: op.operatorId,
        action: 'fiat_currency_changed',
        target: { type: 'fiat_currency', id: code },
        detail: { enabled, was: before.enabled },
        ctx,
        at,
      });
      return (await fiatRepo.currency(tx, code))!;
    });
    return (await viewOf([row]))[0]!;
  }

  return { list, setEnabled };
}

export type FiatCurrencySettings = ReturnType<typeof fiatCurrencySettings>;

/** The codes of the fiat currencies operators have enabled, in the table's order (USD first). */
export async function enabledFiatCurrencies(q: Queryable): Promise<string[]> {
  return (await fiatRepo.currencies(q, true)).map((c) => c.code);
}

/** Whether a fiat currency is known and enabled: the one answer for top-ups, withdrawals, bank transfers. */
export async function fiatCurrencyEnabled(q: Queryable, code: string): Promise<boolean> {
  return (await fiatRepo.currency(q, code))?.enabled === true;
}

/**
 * The merchant's fiat balances: a card for every enabled currency and for any other in which the
 * merchant holds money (a currency disabled after money arrived still shows it), in the table's order.
 */
export async function fiatBalances(q: Queryable, merchantId: string, decimals: Map<string, number>) {
  const rows = await fiatRepo.currencies(q, false);
  const balances = await merchantBalances(
    q,
    merchantId,
    rows.map((c) => c.code),
  );
  const holds = (code: string) => Object.values(balances.get(code) ?? {}).some((v) => v !== 0n);
  const shown = rows.filter((c) => c.enabled || holds(c.code));
  return balancesView(new Map(shown.map((c) => [c.code, balances.get(c.code)!])), decimals);
}

/** The platform's bank account of each fiat currency (where top-ups arrive and bank transfers leave from). */
export async function platformBankAccounts(db: Queryable) {
  const decimals = new Map((await fiatCurrencies(db)).map((c) => [c.code, c.decimals]));
  return (await fiatRepo.currencies(db, false)).map((c) => ({
    currency: c.code,
    decimals: decimals.get(c.code) ?? 2,
    holder: c.beneficiary,
    accountNumber: c.account_number,
    swiftCode: c.swift_code,
  }));
}
