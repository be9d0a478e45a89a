import { fromMinor, type StatementSummary } from '@mc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { decodeCursor, type Page, pageOf, rowsForPage } from '../../platform/paging';
import type { MerchantPrincipal } from '../../platform/request-context';
import { statementEmailPrefs } from './email-prefs';
import { type FileDeps, type StatementFormat, statementFile } from './files';
import type { StatementLang } from './labels';
import type { StoredStatement } from './repo';
import { statementRepo } from './repo';

function summaryOf(s: StoredStatement, decimals: (asset: string) => number): StatementSummary {
  return {
    id: s.id,
    month: s.month,
    timezone: s.timezone,
    period_start: s.period_start.toISOString(),
    period_end: s.period_end.toISOString(),
    generated_at: s.generated_at.toISOString(),
    assets: s.assets.map((a) => {
      const d = decimals(a.asset);
      return {
        asset: a.asset,
        decimals: d,
        opening: fromMinor(BigInt(a.opening), d),
        inflow: fromMinor(BigInt(a.inflow), d),
        outflow: fromMinor(BigInt(a.outflow), d),
        closing: fromMinor(BigInt(a.closing), d),
        count: a.movements,
      };
    }),
  };
}

/** The merchant's statements: their list, their files, and who gets them by email. */
export function statementService(deps: FileDeps & { db: Db; clock: Clock }) {
  const { db } = deps;
  return {
    async list(merchantId: string, q: { limit: number; cursor?: string | undefined }) {
      const after = decodeCursor(q.cursor, ['text'] as const);
      const rows = await statementRepo.list(db, merchantId, rowsForPage(q.limit), after?.[0]);
      const decimals = await deps.decimals();
      const page: Page<StatementSummary> = pageOf(
        rows,
        q.limit,
        (s) => summaryOf(s, decimals),
        (s) => [s.month],
      );
      return page;
    },
    file(merchantId: string, id: string, format: StatementFormat, lang: StatementLang) {
      return statementFile(db, deps, merchantId, id, format, lang);
    },
    async emails(p: MerchantPrincipal) {
      return { enabled: await statementEmailPrefs.enabled(db, p.merchantId, p.userId) };
    },
    async setEmails(p: MerchantPrincipal, enabled: boolean) {
      await statementEmailPrefs.set(db, p.merchantId, p.userId, enabled, deps.clock.now());
      return { enabled };
    },
  };
}

export type StatementService = ReturnType<typeof statementService>;
