import { api } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { mountPreparedMoney } from '../../platform/prepared-money-route';
import { merchantOf, operatorOf, viaApiKey } from '../../platform/request-context';
import { type Authenticate, alwaysChecked, mount, mountMoney } from '../../platform/routing';
import { operatorKeys } from '../ops/routes';
import { operatorSessions } from '../ops/sessions';
import type { PayoutService, WithdrawalPlan } from './service';

/** The secrets of a payout confirmation: never part of a request's stored fingerprint. */
const SECRETS = ['payment_password', 'totp_code'] as const;

/** Remittances and withdrawals to fiat (merchants), the approval queue and its threshold (operators). */
export function payoutRoutes(app: FastifyInstance, deps: Deps, guard: Authenticate, payouts: PayoutService) {
  mount(app, api.previewRemittance, guard, ({ req, query }) =>
    payouts.previewRemittance(merchantOf(req), query),
  );
  // A session's remittance takes the payment password (and maybe a code): checked against the
  // database, its replay answered before them. An API key's needs neither, and answers from memory.
  mountPreparedMoney(
    app,
    deps,
    api.createRemittance,
    alwaysChecked(guard),
    ({ req, body, ctx }) => payouts.prepareRemittance(merchantOf(req), body, ctx),
    { secret: SECRETS, checksFirst: (req) => !viaApiKey(merchantOf(req)) },
  );
  mount(app, api.listRemittances, guard, ({ req, query }) =>
    payouts.list(merchantOf(req), 'remittance', query),
  );

  mount(app, api.createFiatQuote, guard, ({ req, body }) => payouts.createQuote(merchantOf(req), body));
  mountMoney<typeof api.createFiatWithdrawal, WithdrawalPlan>(
    app,
    deps,
    api.createFiatWithdrawal,
    guard,
    ({ tx, req, body, prepared }) => payouts.createWithdrawal(tx, merchantOf(req), body.quote_id, prepared),
    undefined,
    {
      secret: SECRETS,
      before: ({ req, body, ctx }) => payouts.prepareWithdrawal(merchantOf(req), body, ctx),
    },
  );
  mount(app, api.listFiatWithdrawals, guard, ({ req, query }) =>
    payouts.list(merchantOf(req), 'fiat_withdrawal', query),
  );
  mount(app, api.fiatBalances, guard, ({ req }) => payouts.fiatBalances(merchantOf(req).merchantId));
  mount(app, api.getPayout, guard, ({ req, params }) => payouts.get(merchantOf(req), params.id));

  const ops = operatorSessions(deps).authenticate;
  mount(app, api.opsPayouts, ops, ({ query }) => payouts.opsList(query));
  mountMoney(
    app,
    deps,
    api.opsApprovePayout,
    ops,
    ({ tx, req, params, ctx }) => payouts.approve(tx, operatorOf(req), params.id, ctx),
    operatorKeys,
  );
  mountMoney(
    app,
    deps,
    api.opsRejectPayout,
    ops,
    ({ tx, req, params, body, ctx }) => payouts.reject(tx, operatorOf(req), params.id, body.reason, ctx),
    operatorKeys,
  );
  mount(app, api.opsPayoutSettings, ops, () => payouts.settings());
  mount(app, api.opsUpdatePayoutSettings, ops, ({ req, body, ctx }) =>
    payouts.updateSettings(operatorOf(req), body.approval_threshold_usd, ctx),
  );
}
