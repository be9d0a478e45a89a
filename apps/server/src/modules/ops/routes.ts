import { type ApiRoute, api, errorEnvelope, opsKybFilePathPrefix } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { type MoneyRoute, mountMoneyRoute, operatorCaller } from '../../platform/money-route';
import { linkedDocumentResponse, linkedDocumentSchema } from '../../platform/openapi/file-responses';
import { operatorOf } from '../../platform/request-context';
import { mount } from '../../platform/routing';
import { sendLinkedDocument } from '../../platform/uploads';
import type { LoginThrottle } from '../auth';
import type {
  Catalogue,
  LatePaymentResolutions,
  LatePayments,
  OrderResolutions,
  ReceiptOrders,
  UnclaimedResolutions,
} from '../crypto';
import type { KybReview } from '../kyb';
import type { StatementAlertList } from '../statements';
import type { SweepList } from '../sweeps';
import { listAudit } from './audit';
import { opsAuth } from './auth';
import { chainReconciliation } from './chain-reconciliation';
import { opsExceptions } from './exceptions';
import { opsKyb } from './kyb';
import { opsLatePayments } from './late-payments';
import type { LowBalanceThresholds } from './low-balance-thresholds';
import { opsMerchants } from './merchants';
import { opsNetworks } from './networks';
import { opsReorgLosses } from './reorg-losses';
import type { OperatorSessions } from './sessions';

/** The effect of a decision route: run in the transaction that stores its answer. */
type Decision<R extends ApiRoute> = Extract<MoneyRoute<R>, { transaction: unknown }>['transaction'];

/** What the back office uses, built once by the composition root (src/services.ts). */
export interface OpsUses {
  sessions: OperatorSessions;
  throttle: LoginThrottle;
  catalogue: () => Promise<Catalogue>;
  orders: ReceiptOrders;
  resolutions: OrderResolutions;
  unclaimed: UnclaimedResolutions;
  latePayments: LatePayments;
  lateResolutions: LatePaymentResolutions;
  review: KybReview;
  sweeps: SweepList;
  statementAlerts: StatementAlertList;
  lowBalances: LowBalanceThresholds;
}

/** The operators' back office under /api/ops: operator sessions only, every action audited. */
export function opsRoutes(app: FastifyInstance, deps: Deps, uses: OpsUses) {
  const guard = uses.sessions.authenticate;
  const auth = opsAuth(deps, uses.sessions, uses.throttle);
  const merchants = opsMerchants(deps);
  const exceptions = opsExceptions(deps, uses.catalogue, uses.orders, uses.resolutions, uses.unclaimed);
  const late = opsLatePayments(deps, uses.latePayments, uses.lateResolutions);
  const kyb = opsKyb(deps, uses.review);
  const networks = opsNetworks(deps, uses.catalogue, () => uses.lowBalances.senders());
  const caller = operatorCaller(guard);

  mount(app, api.opsLogin, null, ({ body, ctx }) => auth.login(body, ctx));
  mount(app, api.opsLogout, guard, ({ req, ctx }) => auth.logout(operatorOf(req), ctx));
  mount(app, api.opsMe, guard, ({ req }) => auth.me(operatorOf(req)));
  mount(app, api.opsOperators, guard, () => auth.list());

  mount(app, api.opsMerchants, guard, ({ query }) => merchants.list(query));
  mount(app, api.opsDisableMerchant, guard, ({ req, params, body, ctx }) =>
    merchants.setStatus(operatorOf(req), params.id, 'disabled', body.reason, ctx),
  );
  mount(app, api.opsEnableMerchant, guard, ({ req, params, body, ctx }) =>
    merchants.setStatus(operatorOf(req), params.id, 'normal', body.reason, ctx),
  );

  mount(app, api.opsExceptions, guard, ({ query }) => exceptions.list(query));
  mount(app, api.opsOrder, guard, ({ params }) => exceptions.detail(deps.db, params.id));
  // an operator's decisions on money that waits: one transaction each, idempotent by key, audited
  const decision = <R extends ApiRoute>(route: R, transaction: Decision<R>) =>
    mountMoneyRoute(app, deps, route, { caller, transaction });
  const withReason =
    (kind: 'accept' | 'close' | 'release' | 'reconcile_reorg'): Decision<typeof api.opsAcceptOrder> =>
    ({ tx, req, params, body, ctx }) =>
      exceptions.resolve(tx, operatorOf(req), params.id, { kind }, body.reason, ctx);
  const toAddress =
    (kind: 'refund' | 'refund_unclaimed'): Decision<typeof api.opsRefundOrder> =>
    ({ tx, req, params, body, ctx }) =>
      exceptions.resolve(tx, operatorOf(req), params.id, { kind, address: body.address }, body.reason, ctx);
  decision(api.opsAcceptOrder, withReason('accept'));
  decision(api.opsRefundOrder, toAddress('refund'));
  decision(api.opsCloseOrder, withReason('close'));
  decision(api.opsReleaseUnclaimed, withReason('release'));
  decision(api.opsRefundUnclaimed, toAddress('refund_unclaimed'));
  decision(api.opsReconcileReorg, withReason('reconcile_reorg'));
  const reorgLosses = opsReorgLosses(deps, uses.catalogue);
  decision(api.opsResolveReorgedDeposit, ({ tx, req, params, body, ctx }) =>
    reorgLosses.resolve(tx, operatorOf(req), params.id, body.outcome, body.reason, ctx),
  );
  mount(app, api.opsLatePayments, guard, ({ query }) => late.list(query));
  decision(api.opsCreditLatePayment, ({ tx, req, params, body, ctx }) =>
    late.decide(tx, operatorOf(req), params.id, { kind: 'credit' }, body.reason, ctx),
  );
  decision(api.opsRefundLatePayment, ({ tx, req, params, body, ctx }) =>
    late.decide(tx, operatorOf(req), params.id, { kind: 'refund', address: body.address }, body.reason, ctx),
  );

  mount(app, api.opsKybQueue, guard, ({ query }) => kyb.queue(query));
  mount(app, api.opsKybDetail, guard, ({ params }) => kyb.detail(params.id));
  mount(app, api.opsKybFileLink, guard, ({ req, params, ctx }) =>
    kyb.fileLink(operatorOf(req), params.id, params.file_id, ctx),
  );
  mount(app, api.opsKybApprove, guard, ({ req, params, ctx }) =>
    kyb.approve(operatorOf(req), params.id, ctx),
  );
  mount(app, api.opsKybReject, guard, ({ req, params, body, ctx }) =>
    kyb.reject(operatorOf(req), params.id, body.reason, ctx),
  );

  // The link itself is the credential: an <img> or <iframe> cannot send the bearer token.
  app.route({
    method: 'GET',
    url: `/api${opsKybFilePathPrefix}:token`,
    schema: {
      ...linkedDocumentSchema(
        'opsOpenKybFile',
        'ops',
        'A KYB document opened through a link from /ops/kyb/:id/files/:file_id/link (the bytes, inline)',
      ),
      response: { 200: linkedDocumentResponse, 404: errorEnvelope },
    },
    handler: async (req, reply) => {
      const { token } = req.params as { token: string };
      const doc = await kyb.openLink(token);
      return sendLinkedDocument(reply, doc);
    },
  });

  mount(app, api.opsNetworks, guard, () => networks.list());
  mount(app, api.opsSetLowBalanceThresholds, guard, ({ req, params, body, ctx }) =>
    uses.lowBalances.set(operatorOf(req), params.code, body, ctx),
  );
  mount(app, api.opsSweeps, guard, ({ query }) => uses.sweeps.list(query));
  const reconciliation = chainReconciliation(deps, uses.catalogue);
  mount(app, api.opsChainReconciliation, guard, () => reconciliation.report());
  mount(app, api.opsStatementAlerts, guard, ({ query }) => uses.statementAlerts.list(query));

  mount(app, api.opsAudit, guard, ({ query }) => listAudit(deps.db, query));
}
