import { api } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import {
  merchantCaller,
  mountMoneyRoute,
  operatorCaller,
  type SecurityChecks,
  type SessionAuthentication,
} from '../../platform/money-route';
import { merchantOf, operatorOf } from '../../platform/request-context';
import { mount } from '../../platform/routing';
import type { OperatorSessions } from '../ops';
import type { PayoutService } from './service';

/** The secrets of a payout confirmation: never part of a request's stored fingerprint. */
const SECRETS = ['payment_password', 'totp_code'] as const;

/** Remittances and withdrawals to fiat (merchants), the approval queue and its threshold (operators). */
export function payoutRoutes(
  app: FastifyInstance,
  deps: Deps,
  sessions: SessionAuthentication,
  operatorSessions: Pick<OperatorSessions, 'authenticate'>,
  payouts: PayoutService,
) {
  const guard = sessions.authenticate;
  const merchant = merchantCaller(sessions);
  mount(app, api.previewRemittance, guard, ({ req, query }) =>
    payouts.previewRemittance(merchantOf(req), query),
  );
  // A session's remittance takes the payment password (and maybe a code), its replay answered
  // before them; an API key's takes neither.
  const sessionChecks: SecurityChecks = { secret: SECRETS, takenBy: 'session' };
  mountMoneyRoute(app, deps, api.createRemittance, {
    caller: merchant,
    checks: sessionChecks,
    prepare: ({ req, body, ctx }) => payouts.prepareRemittance(merchantOf(req), body, ctx),
  });
  mount(app, api.listRemittances, guard, ({ req, query }) =>
    payouts.list(merchantOf(req), 'remittance', query),
  );

  mount(app, api.createFiatQuote, guard, ({ req, body }) => payouts.createQuote(merchantOf(req), body));
  mountMoneyRoute(app, deps, api.createFiatWithdrawal, {
    caller: merchant,
    checks: { secret: SECRETS, takenBy: 'every caller' },
    before: ({ req, body, ctx }) => payouts.prepareWithdrawal(merchantOf(req), body, ctx),
    transaction: ({ tx, req, body, checked }) =>
      payouts.createWithdrawal(tx, merchantOf(req), body.quote_id, checked),
  });
  mount(app, api.listFiatWithdrawals, guard, ({ req, query }) =>
    payouts.list(merchantOf(req), 'fiat_withdrawal', query),
  );
  mount(app, api.fiatBalances, guard, ({ req }) => payouts.fiatBalances(merchantOf(req).merchantId));
  mount(app, api.getPayout, guard, ({ req, params }) => payouts.get(merchantOf(req), params.id));

  const ops = operatorSessions.authenticate;
  const operator = operatorCaller(ops);
  mount(app, api.opsPayouts, ops, ({ query }) => payouts.opsList(query));
  mountMoneyRoute(app, deps, api.opsApprovePayout, {
    caller: operator,
    transaction: ({ tx, req, params, ctx }) => payouts.approve(tx, operatorOf(req), params.id, ctx),
  });
  mountMoneyRoute(app, deps, api.opsRejectPayout, {
    caller: operator,
    transaction: ({ tx, req, params, body, ctx }) =>
      payouts.reject(tx, operatorOf(req), params.id, body.reason, ctx),
  });
  mount(app, api.opsPayoutSettings, ops, () => payouts.settings());
  mount(app, api.opsUpdatePayoutSettings, ops, ({ req, body, ctx }) =>
    payouts.updateSettings(operatorOf(req), body.approval_threshold_usd, ctx),
  );
}
