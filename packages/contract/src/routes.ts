import type { z } from 'zod';
import * as auth from './auth';

export type Access = 'public' | 'merchant' | 'dev';

export interface ApiRoute<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** Path below the `/api` base. */
  path: string;
  access: Access;
  tag: string;
  summary: string;
  body?: B;
  query?: Q;
  data: D;
}

function route<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, D extends z.ZodType>(
  r: ApiRoute<B, Q, D>,
): ApiRoute<B, Q, D> {
  return r;
}

/** Every API call: the server registers these, the console calls them, OpenAPI is generated from them. */
export const api = {
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
    summary: 'Finish binding with a valid code',
    body: auth.totpEnableBody,
    data: auth.merchantInfo,
  }),
  totpDisable: route({
    method: 'POST',
    path: '/merchant/totp/disable',
    access: 'merchant',
    tag: 'security',
    summary: 'Unbind the authenticator with the login password and a current code',
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
} as const;

export type Api = typeof api;
export type RouteName = keyof Api;
export type BodyOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type QueryOf<R extends ApiRoute> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type DataOf<R extends ApiRoute> = z.output<R['data']>;
