import { type Lang, type Permission, pickLang } from '@mc/contract';
import type { FastifyRequest } from 'fastify';

interface MerchantPrincipalBase {
  merchantId: string;
  /** The acting user of the merchant (an API key acts as the user it belongs to). */
  userId: string;
  /** The user's role (its row id) and what it permits. */
  roleId: string;
  permissions: ReadonlySet<Permission>;
  kybStatus: 'not_submitted' | 'pending' | 'verified' | 'failed';
}

/** A merchant calling with the token of a login session (the console). */
export interface SessionPrincipal extends MerchantPrincipalBase {
  sessionId: string;
  apiKeyId?: null;
}

/** A merchant's program calling with an API key (modules/api-keys): it has no session. */
export interface ApiKeyPrincipal extends MerchantPrincipalBase {
  sessionId: null;
  /** The key's row id. */
  apiKeyId: string;
}

/** Who calls a merchant route: a session, or an API key on routes that take one (`apiScope`). */
export type MerchantPrincipal = SessionPrincipal | ApiKeyPrincipal;

export const viaApiKey = (p: MerchantPrincipal): p is ApiKeyPrincipal => p.sessionId === null;

/** A platform operator of the back office: a principal of its own, never a merchant. */
export interface OperatorPrincipal {
  operatorId: string;
  sessionId: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    merchant?: MerchantPrincipal;
    operator?: OperatorPrincipal;
  }
}

export interface RequestContext {
  lang: Lang;
  ip: string;
  userAgent: string;
  requestId: string;
}

/** The caller's language from `Accept-Language` (any request with headers: Fastify's or Node's own). */
export function langOf(req: Pick<FastifyRequest, 'headers'>): Lang {
  const header = req.headers['accept-language'];
  return pickLang(Array.isArray(header) ? header[0] : header);
}

export function contextOf(req: FastifyRequest): RequestContext {
  return {
    lang: langOf(req),
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
    requestId: req.id,
  };
}

/** The principal of a route behind merchant auth; its absence is a programming error. */
export function merchantOf(req: FastifyRequest): MerchantPrincipal {
  if (!req.merchant) throw new Error('route is not behind merchant authentication');
  return req.merchant;
}

/**
 * The principal of a session-only route (one without `apiScope`: an API key is refused before the
 * handler runs); a key reaching it is a programming error.
 */
export function sessionOf(req: FastifyRequest): SessionPrincipal {
  const p = merchantOf(req);
  if (viaApiKey(p)) throw new Error('route is session-only but was reached with an API key');
  return p;
}

/** The principal of a route behind operator authentication; its absence is a programming error. */
export function operatorOf(req: FastifyRequest): OperatorPrincipal {
  if (!req.operator) throw new Error('route is not behind operator authentication');
  return req.operator;
}
