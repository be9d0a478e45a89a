import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { isProduction } from './config';
import { apiKeyRoutes } from './modules/api-keys';
import { authRoutes } from './modules/auth';
import { type BankFilesService, bankFileRoutes } from './modules/bank-files';
import { collectionImportRoutes, collectionRoutes } from './modules/collection';
import { cryptoRoutes, type ReceivingEngine } from './modules/crypto';
import { devRoutes } from './modules/dev';
import { type CreditMatching, fiatRoutes } from './modules/fiat';
import { historyRoutes } from './modules/history';
import { kybRoutes } from './modules/kyb';
import { type LowBalanceWatch, opsRoutes } from './modules/ops';
import { type BankSender, payoutRoutes } from './modules/payouts';
import { settingsRoutes } from './modules/settings';
import { moneyPageRoutes, type StatementJobs } from './modules/statements';
import type { SweepJob } from './modules/sweeps';
import { hasDevFaucet, systemRoutes } from './modules/system';
import { teamRoutes } from './modules/team';
import { type WebhookDeliverer, webhookRoutes } from './modules/webhooks';
import { allowedMethodsOf } from './platform/allowed-methods';
import { assetHeaders, isAssetPath } from './platform/asset-headers';
import { clientErrorHandler, installServerAnswers } from './platform/client-errors';
import { installCompression } from './platform/compression';
import type { Deps } from './platform/deps';
import { firstDataFrom } from './platform/first-data';
import { frameworkError, installErrorHandling } from './platform/http-errors';
import { docsPageOptions } from './platform/openapi/docs-page';
import { openApiOptions } from './platform/openapi/document';
import { readPagePreloads } from './platform/page-preloads';
import { servePublicPages } from './platform/public-pages';
import { RedactingLogController } from './platform/request-log';
import { zodValidatorCompiler } from './platform/routing';
import { serveConsole } from './platform/static-console';
import { publicPageData } from './public-page-data';
import { buildServices } from './services';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work of receiving crypto (jobs in production, `tick()` in tests). */
    receiving: ReceivingEngine;
    /** Background work of bank transfers: sent to the bank, followed until settled (`tick()` in tests). */
    bankTransfers: BankSender;
    /** The webhook delivery job (a job in production, `tick()` in tests). */
    webhooks: WebhookDeliverer;
    /** Monthly statements: generated and mailed once a month closes (`tick()` in tests). */
    statements: StatementJobs;
    /** Sweeping deposit addresses to the hot wallet (a job in production, `run()` in tests). */
    sweeps: SweepJob;
    /** The senders' balances against their thresholds, operators mailed of a drop (a job; `run()` in tests). */
    lowBalances: LowBalanceWatch;
    /** The bank's ISO 20022 files: written and read on a schedule (`tick()` in tests), and bank credits matched. */
    bankFiles: BankFilesService;
    /** Credits the bank brought, matched to top-ups (a job in production, `run()` in tests). */
    bankCredits: CreditMatching;
  }
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
export interface BuildOptions {
  logger?: Logger;
}

/** Builds the HTTP application. No I/O happens at import time; the caller owns the database. */
export async function buildApp(deps: Deps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  // The same headers on every answer: computed once, set by one hook (and on the socket's own answers).
  const headers = securityHeaders();
  const fileHeaders = assetHeaders(headers);
  // the catalogue's networks, once the services have read it: a request naming another is refused
  let networks: ReadonlySet<string> | undefined;
  const validatorCompiler = zodValidatorCompiler(() => networks);
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    logController: new RedactingLogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // an address that does not decode or a parameter too long for the router: in the envelope too
    frameworkErrors: frameworkError,
    // what Node's parser refuses (431, a request line that does not parse, a slow request)
    clientErrorHandler: clientErrorHandler(headers),
    // every schema is zod's, compiled by the compilers set below: Fastify's own JSON-schema compilers
    // (Ajv, fast-json-stringify) would be loaded at start for nothing
    schemaController: {
      // (Fastify types these factories after Ajv's: its own compilers' shape)
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      } as unknown as CompilersFactory,
    },
  }) as unknown as FastifyInstance;
  installServerAnswers(app, headers);
  const allowedMethods = allowedMethodsOf(app);

  // JSON only: a text/plain body is refused with 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // an address under /assets/ that is no file is answered with the console's page: a document
    if (isAssetPath(req.url) && String(reply.getHeader('content-type')).startsWith('text/html')) {
      reply.headers(headers);
    }
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isAssetPath(req.url) ? fileHeaders : headers);
    done();
  });

  await installCompression(app);
  await app.register(swagger, openApiOptions(`${config.APP_TITLE} API`, deps.publicUrl));
  await app.register(swaggerUi, docsPageOptions());

  // links follow the address the server listens on unless PUBLIC_URL names one
  app.addHook('onListen', function onListen(done) {
    deps.publicUrl.listening(app.server.address());
    done();
  });
  const { services, loaded } = buildServices(deps, app.log);
  app.decorate('receiving', services.receiving);
  app.decorate('bankTransfers', services.payouts.bankTransfers);
  app.decorate('webhooks', services.webhooks.deliverer);
  app.decorate('statements', services.money.jobs);
  app.decorate('sweeps', services.sweeps);
  app.decorate('lowBalances', services.lowBalanceWatch);
  app.decorate('bankFiles', services.bankFileService);
  app.decorate('bankCredits', services.fiat.credits);
  // Merchant routes that name an API scope take a key too (platform/routing.ts and platform/money-route dispatch).
  app.decorate('apiKeys', services.apiKeyAuthenticator);
  const guard = services.sessions.authenticate;
  /** The dev routes (the faucet, the demo's data) are served outside production. */
  const devServed = !isProduction(config);
  systemRoutes(app, deps, devServed);
  authRoutes(app, deps, services.sessions, services.auth);
  settingsRoutes(app, deps, services.sessions, services.auth, services.settings);
  cryptoRoutes(
    app,
    deps,
    services.sessions,
    services.orders,
    services.catalogue,
    services.overview,
    services.latePayments,
  );
  if (devServed)
    devRoutes(app, deps, services.catalogue, {
      generateStatements: (month) => services.money.jobs.generate(month),
    });
  kybRoutes(app, guard, services.kyb, services.kybUploads);
  opsRoutes(app, deps, {
    sessions: services.operatorSessions,
    throttle: services.throttle,
    catalogue: services.catalogue,
    orders: services.orders,
    resolutions: services.resolutions,
    unclaimed: services.unclaimed,
    latePayments: services.latePayments,
    lateResolutions: services.lateResolutions,
    review: services.kybReview,
    sweeps: services.sweepList,
    statementAlerts: services.money.alerts,
    lowBalances: services.lowBalanceThresholds,
  });
  payoutRoutes(app, deps, services.sessions, services.operatorSessions, services.payouts);
  fiatRoutes(app, deps, services.sessions, services.operatorSessions, services.fiat);
  bankFileRoutes(app, deps, services.operatorSessions, services.bankFileService, services.fiat.creditReview);
  historyRoutes(app, services.sessions.authenticate, services.history, deps.clock);
  apiKeyRoutes(app, guard, services.apiKeys);
  collectionRoutes(app, deps, services.sessions, services.collection);
  collectionImportRoutes(app, deps, services.sessions, services.collectionImports);
  teamRoutes(app, guard, services.team);
  webhookRoutes(app, guard, services.webhooks);
  moneyPageRoutes(app, guard, services.money);

  const preloads = readPagePreloads(config.WEB_DIST);
  servePublicPages(
    app,
    config.WEB_DIST,
    publicPageData(deps.db, services),
    preloads,
    hasDevFaucet(deps, devServed),
  );
  await serveConsole(app, config.WEB_DIST, preloads, allowedMethods, firstDataFrom(app));
  // the routes were built while the database opened: the catalogue's networks are known before any request
  networks = new Set((await loaded).networks.keys());
  return app;
}

/**
 * Helmet's security headers with this product's content security policy (the console is served
 * from this origin only). Helmet writes them onto a response; here they are collected once.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}
