import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { fiatCurrencies } from '../crypto';
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
