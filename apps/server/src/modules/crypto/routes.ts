import { type ApiRoute, api, fromMinor } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import {
  type MoneyRoute,
  merchantCaller,
  mountMoneyRoute,
  type SessionAuthentication,
} from '../../platform/money-route';
import { merchantOf } from '../../platform/request-context';
import { mount } from '../../platform/routing';
import { recordSecurityEvent, type SecurityEventKind } from '../../platform/security-events';
import type { Catalogue } from './catalogue';
import type { LatePayments } from './late-payments';
import type { ReceiptOrders } from './orders';
import type { OverviewService } from './overview';

/** The effect of a decision route: run in the transaction that stores its answer. */
type Decision<R extends ApiRoute> = Extract<MoneyRoute<R>, { transaction: unknown }>['transaction'];

export function cryptoRoutes(
  app: FastifyInstance,
  deps: Deps,
  sessions: SessionAuthentication,
  orders: ReceiptOrders,
  catalogue: () => Promise<Catalogue>,
  overview: OverviewService,
  late: LatePayments,
) {
  const guard = sessions.authenticate;
  const caller = merchantCaller(sessions);

  mount(app, api.networks, guard, async () => {
    const c = await catalogue();
    const decimals = (asset: string) => c.decimals.get(asset) ?? 6;
    return {
      kyb_order_limit_usd: String(deps.config.KYB_ORDER_LIMIT_USD),
      networks: [...c.networks.values()].map((n) => ({
        code: n.code,
        name: n.name,
        confirmations: n.confirmations,
        assets: [...n.assets].map(([asset, a]) => ({
          asset: asset as 'USDT' | 'USDC',
          min_amount: fromMinor(a.minReceive, decimals(asset)),
          network_fee: fromMinor(a.networkFee, decimals(asset)),
        })),
      })),
    };
  });
  mountMoneyRoute(app, deps, api.createReceiptOrder, {
    caller,
    prepare: ({ req, body }) => orders.prepareCreate(merchantOf(req), body),
  });
  mount(app, api.listReceiptOrders, guard, ({ req, query }) => orders.list(deps.db, merchantOf(req), query));
  mount(app, api.getReceiptOrder, guard, async ({ req, params }) =>
    orders.detail(deps.db, await orders.mine(deps.db, merchantOf(req), params.id)),
  );
  mount(app, api.cancelReceiptOrder, guard, ({ req, params }) => orders.cancel(merchantOf(req), params.id));
  // the merchant's decisions on money that waits: one transaction each, idempotent by key, each
  // in the security log with the user who made it and the order it was about
  const decision = <R extends ApiRoute>(route: R, kind: SecurityEventKind, transaction: Decision<R>) =>
    mountMoneyRoute(app, deps, route, {
      caller,
      transaction: async (input) => {
        const data = await transaction(input);
        const { merchant_order_no } = data as { merchant_order_no: string };
        await recordSecurityEvent(input.tx, merchantOf(input.req), kind, input.ctx, { merchant_order_no });
        return data;
      },
    });
  decision(api.acceptReceiptOrder, 'order_accepted', ({ tx, req, params }) =>
    orders.accept(tx, merchantOf(req), params.id),
  );
  decision(api.refundReceiptOrder, 'order_refund_requested', ({ tx, req, params, body }) =>
    orders.refund(tx, merchantOf(req), params.id, body.address),
  );
  decision(api.refundOverpayment, 'order_refund_requested', ({ tx, req, params, body }) =>
    orders.refundExcess(tx, merchantOf(req), params.id, body.address),
  );
  mount(app, api.listLatePayments, guard, ({ req, query }) => late.list(deps.db, merchantOf(req), query));
  decision(api.creditLatePayment, 'late_payment_credited', ({ tx, req, params }) =>
    late.credit(tx, merchantOf(req), params.id),
  );
  decision(api.refundLatePayment, 'late_payment_refund_requested', ({ tx, req, params, body }) =>
    late.refund(tx, merchantOf(req), params.id, body.address),
  );
  mount(app, api.balances, guard, ({ req }) => overview.balances(merchantOf(req).merchantId));
  mount(app, api.overview, guard, ({ req }) =>
    overview.overview(merchantOf(req).merchantId, merchantOf(req).userId),
  );

  mount(app, api.publicOrder, null, async ({ params }) => {
    const view = await orders.publicView(deps.db, params.id);
    if (!view) throw fail.notFound();
    return view;
  });
}
