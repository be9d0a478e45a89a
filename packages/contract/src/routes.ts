import type { z } from 'zod';
import * as auth from './auth';
import * as crypto from './crypto';
import { kybApi } from './kyb';
import { opsApi } from './ops';
import { type ApiRoute, route } from './route';
import { settingsApi } from './settings';

export type { Access, ApiRoute } from './route';

/** Every API call: the server registers these, the console calls them, OpenAPI is generated from them. */
const coreApi = {
  health: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'system',
    summary: 'Liveness and database check',
    data: auth.healthData,
  }),
  sendCode: route({
    method: 'POST',
    path: '/merchant/send-code',
    access: 'public',
    tag: 'merchant',
    summary: 'Email a 6-digit verification code (10 min validity, 60 s resend cooldown)',
    body: auth.sendCodeBody,
    data: auth.sendCodeData,
  }),
  register: route({
    method: 'POST',
    path: '/merchant/register',
    access: 'public',
    tag: 'merchant',
    summary: 'Register a merchant with an emailed code',
    body: auth.registerBody,
    data: auth.registerData,
  }),
  login: route({
    method: 'POST',
    path: '/merchant/login',
    access: 'public',
    tag: 'merchant',
    summary: 'Log in; answers 428 totp_required when an authenticator is bound and no code was sent',
    body: auth.loginBody,
    data: auth.loginData,
  }),
  logout: route({
    method: 'POST',
    path: '/merchant/logout',
    access: 'merchant',
    tag: 'merchant',
    summary: 'End the current session',
    data: auth.okData,
  }),
  info: route({
    method: 'GET',
    path: '/merchant/info',
    access: 'merchant',
    tag: 'merchant',
    summary: 'The logged-in merchant',
    data: auth.merchantInfo,
  }),
  totpSetup: route({
    method: 'POST',
    path: '/merchant/totp/setup',
    access: 'merchant',
    tag: 'security',
    summary: 'Start binding an authenticator: a new secret, its otpauth URI and QR code',
    data: auth.totpSetupData,
  }),
  totpEnable: route({
    method: 'POST',
    path: '/merchant/totp/enable',
    access: 'merchant',
    tag: 'security',
    summary: 'Finish binding with a valid code; answers the ten one-time recovery codes, shown only once',
    body: auth.totpEnableBody,
    data: auth.totpEnableData,
  }),
  totpDisable: route({
    method: 'POST',
    path: '/merchant/totp/disable',
    access: 'merchant',
    tag: 'security',
    summary: 'Unbind the authenticator with the login password and a current code (or a recovery code)',
    body: auth.totpDisableBody,
    data: auth.merchantInfo,
  }),
  devMailbox: route({
    method: 'GET',
    path: '/dev/mailbox',
    access: 'dev',
    tag: 'dev',
    summary: 'Mails kept while no SMTP server is set (absent in production)',
    query: auth.devMailboxQuery,
    data: auth.devMailboxData,
  }),
  networks: route({
    method: 'GET',
    path: '/meta/networks',
    access: 'merchant',
    tag: 'crypto',
    summary: 'Assets and networks that can be received, with confirmations and minimums',
    data: crypto.networksData,
  }),
  createReceiptOrder: route({
    method: 'POST',
    path: '/receipt-orders',
    access: 'merchant',
    tag: 'crypto',
    summary: 'Create a receipt order with its own deposit address',
    body: crypto.createReceiptOrderBody,
    idempotent: true,
    data: crypto.receiptOrder,
  }),
  listReceiptOrders: route({
    method: 'GET',
    path: '/receipt-orders',
    access: 'merchant',
    tag: 'crypto',
    summary: 'Receipt orders, newest first, filtered and searched (order number, address, tx hash)',
    query: crypto.receiptOrderListQuery,
    data: crypto.receiptOrderList,
  }),
  getReceiptOrder: route({
    method: 'GET',
    path: '/receipt-orders/:id',
    access: 'merchant',
    tag: 'crypto',
    summary: 'One receipt order with its payments and timeline',
    params: crypto.orderIdParams,
    data: crypto.receiptOrderDetail,
  }),
  cancelReceiptOrder: route({
    method: 'POST',
    path: '/receipt-orders/:id/cancel',
    access: 'merchant',
    tag: 'crypto',
    summary: 'Cancel an unpaid order that has received nothing',
    params: crypto.orderIdParams,
    data: crypto.receiptOrderDetail,
  }),
  acceptReceiptOrder: route({
    method: 'POST',
    path: '/receipt-orders/:id/accept',
    access: 'merchant',
    tag: 'crypto',
    summary: 'Resolve an exception by crediting what arrived',
    params: crypto.orderIdParams,
    idempotent: true,
    data: crypto.receiptOrderDetail,
  }),
  refundReceiptOrder: route({
    method: 'POST',
    path: '/receipt-orders/:id/refund',
    access: 'merchant',
    tag: 'crypto',
    summary: 'Resolve an exception by sending what arrived (less the network fee) back to the payer',
    params: crypto.orderIdParams,
    body: crypto.refundBody,
    idempotent: true,
    data: crypto.receiptOrderDetail,
  }),
  balances: route({
    method: 'GET',
    path: '/wallet/balances',
    access: 'merchant',
    tag: 'crypto',
    summary: 'Balance of every asset and bucket',
    data: crypto.balancesData,
  }),
  overview: route({
    method: 'GET',
    path: '/overview',
    access: 'merchant',
    tag: 'crypto',
    summary: 'Account overview: balances, recent activity, 30-day volume, status mix, to-dos',
    data: crypto.overviewData,
  }),
  publicOrder: route({
    method: 'GET',
    path: '/public/orders/:id',
    access: 'public',
    tag: 'public',
    summary: 'What the payment page shows of an order',
    params: crypto.orderIdParams,
    data: crypto.publicOrder,
  }),
  devChainTransfer: route({
    method: 'POST',
    path: '/dev/chain/transfers',
    access: 'dev',
    tag: 'dev',
    summary: 'Simulated chain faucet: send any amount to any address (absent in production)',
    body: crypto.devTransferBody,
    data: crypto.devTransferData,
  }),
  devChainMine: route({
    method: 'POST',
    path: '/dev/chain/mine',
    access: 'dev',
    tag: 'dev',
    summary: 'Simulated chain: mine blocks now (absent in production)',
    body: crypto.devMineBody,
    data: crypto.devMineData,
  }),
} as const;

/** Every API call of every area: the core above plus settings, KYB and the operators' back office. */
export const api = { ...coreApi, ...settingsApi, ...kybApi, ...opsApi } as const;

export type Api = typeof api;
export type RouteName = keyof Api;
export type BodyOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type ParamsOf<R extends ApiRoute> = R['params'] extends z.ZodType ? z.input<R['params']> : undefined;
export type QueryOf<R extends ApiRoute> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type DataOf<R extends ApiRoute> = z.output<R['data']>;
