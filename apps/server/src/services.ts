import type { FastifyBaseLogger } from 'fastify';
import { type ApiKeyService, apiKeyAuthenticator, apiKeyService } from './modules/api-keys';
import {
  type AuthService,
  authService,
  type LoginThrottle,
  loginThrottle,
  type SessionStore,
  sessionStore,
} from './modules/auth';
import { type BankFilesService, bankFilesService } from './modules/bank-files';
import {
  type CollectionImports,
  type CollectionService,
  collectionImports,
  collectionService,
} from './modules/collection';
import {
  type Catalogue,
  catalogueLoader,
  type LatePaymentResolutions,
  type LatePayments,
  latePaymentResolutions,
  latePayments,
  type OrderResolutions,
  type OverviewService,
  orderEventView,
  orderResolutions,
  overviewService,
  type ReceiptOrders,
  type ReceivingEngine,
  receiptOrders,
  receivingEngine,
  registerNetworks,
  type UnclaimedResolutions,
  unclaimedResolutions,
} from './modules/crypto';
import {
  type FiatServices,
  fiatBalances,
  fiatServices,
  platformBankAccounts,
  topupEventView,
} from './modules/fiat';
import { type HistoryService, historyService } from './modules/history';
import {
  type KybReview,
  type KybService,
  type KybUploads,
  kybEventView,
  kybReview,
  kybService,
  kybUploads,
} from './modules/kyb';
import {
  type LowBalanceThresholds,
  type LowBalanceWatch,
  lowBalanceThresholds,
  lowBalanceWatch,
  type OperatorSessions,
  operatorSessions,
} from './modules/ops';
import { type PayoutService, payoutEventView, payoutService } from './modules/payouts';
import { type SettingsServices, settingsServices } from './modules/settings';
import { type MoneyPage, moneyPage } from './modules/statements';
import { type SweepJob, type SweepList, sweepJob, sweepList } from './modules/sweeps';
import { type TeamService, teamService } from './modules/team';
import { type WebhookService, webhookService } from './modules/webhooks';
import type { Deps } from './platform/deps';
import type { ApiKeyAuthentication } from './platform/routing';
import { bankRailOf } from './rails/bank/choose';
import type { BankFiles } from './rails/bank/iso20022/rows';
import type { BankSimulator } from './rails/bank/simulated';
import type { BankRail } from './rails/bank/types';
import { blobStoreOf } from './rails/blob/choose';
import type { BlobStore } from './rails/blob/types';

/** Every service of the server, each built once from the settings and the rails, then handed down. */
export interface Services {
  catalogue: () => Promise<Catalogue>;
  sessions: SessionStore;
  throttle: LoginThrottle;
  auth: AuthService;
  settings: SettingsServices;
  apiKeys: ApiKeyService;
  apiKeyAuthenticator: ApiKeyAuthentication;
  resolutions: OrderResolutions;
  lateResolutions: LatePaymentResolutions;
  unclaimed: UnclaimedResolutions;
  latePayments: LatePayments;
  orders: ReceiptOrders;
  overview: OverviewService;
  payouts: PayoutService;
  history: HistoryService;
  receiving: ReceivingEngine;
  blobs: BlobStore;
  kyb: KybService;
  kybUploads: KybUploads;
  kybReview: KybReview;
  operatorSessions: OperatorSessions;
  /** Top-ups of the fiat account, their review and currencies. */
  fiat: FiatServices;
  /** Batch collection: collection accounts, their settings, the payer's page. */
  collection: CollectionService;
  /** Imports of collection accounts from CSV or XLSX files. */
  collectionImports: CollectionImports;
  /** The team of a merchant: users, roles, invitations. */
  team: TeamService;
  /** Webhook endpoints, their delivery log and the delivery job. */
  webhooks: WebhookService;
  /** Sweeping deposit addresses of EVM networks to the hot wallet, gas from the gas tank. */
  sweeps: SweepJob;
  /** The sweeps as the back office lists them. */
  sweepList: SweepList;
  /** The senders' balances watched against their thresholds, operators told of a drop (a job). */
  lowBalanceWatch: LowBalanceWatch;
  /** The senders' thresholds operators set, and their balances as the Networks page shows them. */
  lowBalanceThresholds: LowBalanceThresholds;
  /** The bank rail (bank transfers go out through it) and, when simulated, its simulator. */
  bank: BankRail;
  bankSimulator: BankSimulator | null;
  /** The ISO 20022 files of the bank rail, when it is one of files. */
  bankFiles: BankFiles | null;
  /** The money page: funds summary, flows, monthly statements and their job. */
  money: MoneyPage;
  /** The operators' ISO 20022 bank files and their schedule (idle on the simulated bank). */
  bankFileService: BankFilesService;
}

/** Every service, and the catalogue's first reading (see `buildServices`). */
export interface Composition {
  services: Services;
  /** Settles with the catalogue once the rail's networks are registered and it has been read. */
  loaded: Promise<Catalogue>;
}

/**
 * The composition root: builds every service once. The catalogue is read before the server listens,
 * outside any request (no request reads it inside its transaction); the services and routes are built
 * meanwhile, so that a start builds them while the embedded database is still opening.
 */
export function buildServices(deps: Deps, log: FastifyBaseLogger): Composition {
  // the catalogue is read after the rail's networks are registered, whoever asks for it first
  const registered = registerNetworks(deps.db, deps.networks ?? []);
  const read = catalogueLoader(deps.db, deps.config);
  const catalogue = () => registered.then(read);
  const loaded = catalogue();
  // awaited by the app once its routes are built: a failure meanwhile is not an unhandled one
  loaded.catch(() => undefined);
  const sessions = sessionStore(deps);
  const throttle = loginThrottle(deps);
  const auth = authService(deps, sessions, throttle);
  const resolutions = orderResolutions(deps, catalogue);
  const lateResolutions = latePaymentResolutions(deps, catalogue);
  const rail = bankRailOf(deps.config, deps.db, deps.clock, () => platformBankAccounts(deps.db));
  const payouts = payoutService(deps, catalogue, auth, rail);
  const collection = collectionService(deps, catalogue);
  const blobs = blobStoreOf(deps.config);
  const overview = overviewService(deps, catalogue, (id, decimals) => fiatBalances(deps.db, id, decimals));
  const fiat = fiatServices(deps, blobs, catalogue, rail.bank);
  const decimalsOf = async () => {
    const { decimals } = await catalogue();
    return (asset: string) => decimals.get(asset) ?? 6;
  };
  const services: Services = {
    catalogue,
    history: historyService(deps.db, async () => (await catalogue()).decimals),
    sessions,
    throttle,
    auth,
    settings: settingsServices(deps, auth, catalogue),
    apiKeys: apiKeyService(deps, auth),
    apiKeyAuthenticator: apiKeyAuthenticator(deps),
    resolutions,
    lateResolutions,
    unclaimed: unclaimedResolutions(deps, catalogue),
    latePayments: latePayments(catalogue, lateResolutions),
    orders: receiptOrders(deps, catalogue, resolutions),
    overview,
    payouts,
    receiving: receivingEngine(deps, catalogue, { payout: payouts.sendOutcomes }, log),
    blobs,
    kyb: kybService(deps, blobs),
    kybUploads: kybUploads(deps, blobs),
    kybReview: kybReview(deps, blobs),
    operatorSessions: operatorSessions(deps),
    fiat,
    collection,
    collectionImports: collectionImports(deps, catalogue, collection.createAccounts),
    team: teamService(deps, throttle),
    webhooks: webhookService(deps, {
      log,
      views: {
        receipt_order: orderEventView(deps, catalogue),
        payout: payoutEventView(decimalsOf),
        topup: topupEventView(decimalsOf),
        kyb_submission: kybEventView,
      },
    }),
    sweeps: sweepJob(deps, {
      networks: async () => [...(await catalogue()).networks.keys()],
      decimals: decimalsOf,
      log,
    }),
    sweepList: sweepList(deps.db, decimalsOf),
    lowBalanceWatch: lowBalanceWatch(deps, {
      networks: async () => [...(await catalogue()).networks.keys()],
      catalogue,
      log,
    }),
    lowBalanceThresholds: lowBalanceThresholds(deps, catalogue),
    money: moneyPage(
      deps,
      log,
      {
        crypto: async (id) => (await overview.balances(id)).assets,
        fiat: async (id) => fiatBalances(deps.db, id, (await catalogue()).decimals),
      },
      decimalsOf,
    ),
    bankFileService: bankFilesService(
      deps,
      rail.bankFiles,
      { matching: fiat.credits, review: fiat.creditReview },
      async () => {
        const { decimals } = await catalogue();
        return (asset: string) => decimals.get(asset) ?? 2;
      },
    ),
    ...rail,
  };
  return { services, loaded };
}
