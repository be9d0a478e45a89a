import type { z } from 'zod';
import { bankFilesOpsApi } from './bank-files/routes';
import { collectionApi } from './collection/routes';
import { coreApi } from './core-routes';
import { fiatApi, fiatOpsApi } from './fiat/routes';
import { historyApi } from './history/routes';
import { kybApi } from './kyb';
import { moneyPageApi } from './money-page/routes';
import { opsApi } from './ops';
import { payoutOpsApi, payoutsApi } from './payouts';
import type { ApiRoute } from './route';
import { settingsApi } from './settings';
import { teamApi } from './team/routes';
import { webhooksApi } from './webhooks/routes';

export { authApi } from './auth-routes';
export { coreApi } from './core-routes';
export { receivingApi } from './receiving-routes';
export type { Access, ApiRoute, MultipartFile, MultipartForm } from './route';

function allRoutes() {
  return {
    ...coreApi,
    ...settingsApi,
    ...kybApi,
    ...opsApi,
    ...payoutsApi,
    ...payoutOpsApi,
    ...historyApi,
    ...fiatApi,
    ...fiatOpsApi,
    ...bankFilesOpsApi,
    ...collectionApi,
    ...teamApi,
    ...webhooksApi,
    ...moneyPageApi,
  } as const;
}

/**
 * Every API call of every area: the core above plus settings, KYB, the operators' back office
 * and paying out.
 * The server and OpenAPI use it; console pages use their area's table, so that a page downloads
 * only the schemas it calls (the call is pure: bundlers drop it where `api` is not used).
 */
export const api = /* @__PURE__ */ allRoutes();

export type Api = typeof api;
export type RouteName = keyof Api;
export type BodyOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type ParamsOf<R extends ApiRoute> = R['params'] extends z.ZodType ? z.input<R['params']> : undefined;
export type QueryOf<R extends ApiRoute> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type DataOf<R extends ApiRoute> = z.output<R['data']>;
