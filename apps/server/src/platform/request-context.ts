import { type Lang, pickLang } from '@mc/contract';
import type { FastifyRequest } from 'fastify';

export interface MerchantPrincipal {
  merchantId: string;
  sessionId: string;
  kybStatus: 'not_submitted' | 'pending' | 'verified' | 'failed';
}

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

export function langOf(req: FastifyRequest): Lang {
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

/** The principal of a route behind operator authentication; its absence is a programming error. */
export function operatorOf(req: FastifyRequest): OperatorPrincipal {
  if (!req.operator) throw new Error('route is not behind operator authentication');
  return req.operator;
}
