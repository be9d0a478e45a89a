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

/**
 * Remittances, conversions either way and bank transfers (merchants); the approval queue, its
 * threshold and the simulated bank's outcomes (operators).
 */
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
  // A conversion either way at a quote: crypto to fiat, or fiat to crypto (the quote's direction).
  for (const [route, direction] of [
    [api.createFiatWithdrawal, 'to_fiat'],
    [api.createFiatConversion, 'to_crypto'],
  ] as const) {
    mountMoneyRoute(app, deps, route, {
      caller: merchant,
      checks: { secret: SECRETS, takenBy: 'every caller' },
      before: ({ req, body, ctx }) => payouts.prepareWithdrawal(direction, merchantOf(req), body, ctx),
      transaction: ({ tx, req, body, checked }) =>
        payouts.createWithdrawal(tx, merchantOf(req), body.quote_id, checked),
    });
  }
  mount(app, api.listFiatWithdrawals, guard, ({ req, query }) =>
    payouts.list(merchantOf(req), 'fiat_withdrawal', query),
  );
  mount(app, api.listFiatConversions, guard, ({ req, query }) =>
    payouts.list(merchantOf(req), 'fiat_conversion', query),
  );

  mount(app, api.previewBankTransfer, guard, ({ req, query }) =>
    payouts.previewBankTransfer(merchantOf(req), query),
  );
  mountMoneyRoute(app, deps, api.createBankTransfer, {
    caller: merchant,
    checks: sessionChecks,
    prepare: ({ req, body, ctx }) => payouts.prepareBankTransfer(merchantOf(req), body, ctx),
  });
  mount(app, api.listBankTransfers, guard, ({ req, query }) =>
    payouts.list(merchantOf(req), 'bank_transfer', query),
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
  mountMoneyRoute(app, deps, api.opsMarkBankTransfer, {
    caller: operator,
    transaction: async ({ tx, req, params, body, ctx }) => {
      await payouts.bankTransfers.mark(tx, operatorOf(req), params.id, body, ctx);
      return payouts.opsView(tx, params.id);
    },
  });
  mount(app, api.opsPayoutSettings, ops, () => payouts.settings());
  mount(app, api.opsUpdatePayoutSettings, ops, ({ req, body, ctx }) =>
    payouts.updateSettings(operatorOf(req), body.approval_threshold_usd, ctx),
  );
}
