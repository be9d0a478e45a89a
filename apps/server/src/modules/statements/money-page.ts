import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import { fxRatesOf } from '../../rails/fx/choose';
import { statementAlertList } from './alert-list';
import { moneyFlowsService } from './flows';
import { statementJobs } from './job';
import { statementService } from './service';
import { type BucketView, moneySummaryService } from './summary';

/**
 * The money page's services, built once by the composition root: the summary (balances read by
 * the crypto and fiat modules, handed in), the month's flows, the statements and their job, and the
 * back office's alerts of statements that do not reconcile.
 */
export function moneyPage(
  deps: Deps,
  log: FastifyBaseLogger,
  balances: {
    crypto: (merchantId: string) => Promise<BucketView[]>;
    fiat: (merchantId: string) => Promise<BucketView[]>;
  },
  decimals: () => Promise<(asset: string) => number>,
) {
  const { db, clock } = deps;
  const files = { appTitle: deps.config.APP_TITLE, decimals };
  return {
    summary: moneySummaryService({ clock, fx: fxRatesOf(deps.config, clock), ...balances }),
    flows: moneyFlowsService({ db, clock, decimals }),
    statements: statementService({ ...files, db, clock }),
    alerts: statementAlertList(db, decimals),
    jobs: statementJobs({
      ...files,
      db,
      clock,
      mailer: deps.mailer,
      log,
      baseUrl: () => deps.publicUrl.base(),
    }),
  };
}

export type MoneyPage = ReturnType<typeof moneyPage>;
