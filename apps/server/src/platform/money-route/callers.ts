import type { ApiRoute } from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import type { Authenticate, ConfirmedAuthenticate } from '../authentication';
import { merchantOf, operatorOf } from '../request-context';
import { holdsPermission, requirePermission } from '../routing';
import type { KeyOwner } from './idempotency';

/** Authentication checked against the database every time: nothing for a statement to confirm. */
export const alwaysChecked = (authenticate: Authenticate): ConfirmedAuthenticate => ({
  authenticate,
  confirmation: () => null,
  again: authenticate,
});

/** A merchant's login sessions: checked against the database, or answered from memory and confirmed. */
export interface SessionAuthentication {
  authenticate: Authenticate;
  confirmed: ConfirmedAuthenticate;
}

/**
 * Who may call a money route: a merchant (a login session, or an API key with the route's scope,
 * see `apiScope` in the contract), whose idempotency keys are the merchant's; or an operator of the
 * back office, whose keys are the operator's.
 */
export type MoneyCaller =
  | { kind: 'merchant'; sessions: SessionAuthentication }
  | { kind: 'operator'; authenticate: Authenticate };

export const merchantCaller = (sessions: SessionAuthentication): MoneyCaller => ({
  kind: 'merchant',
  sessions,
});

export const operatorCaller = (authenticate: Authenticate): MoneyCaller => ({
  kind: 'operator',
  authenticate,
});

/** Whose keys a request's are. */
export function keyOwnerOf(caller: MoneyCaller, req: FastifyRequest): KeyOwner {
  return caller.kind === 'merchant'
    ? { kind: 'merchant', id: merchantOf(req).merchantId }
    : { kind: 'operator', id: operatorOf(req).operatorId };
}

/**
 * A merchant's authentication on a money route: an API key's request is the key authenticator's
 * (confirmed by the write statement when `keysFromMemory`), any other `session`'s.
 */
export function merchantMoneyAuthentication(
  route: ApiRoute,
  session: ConfirmedAuthenticate,
  keysFromMemory: boolean,
): ConfirmedAuthenticate {
  const scope = route.apiScope ?? null;
  const of = (req: FastifyRequest): ConfirmedAuthenticate => {
    const keys = req.server.apiKeys;
    if (route.access !== 'merchant' || !keys?.recognises(req)) return session;
    return keysFromMemory ? keys.confirmed(scope) : alwaysChecked((r) => keys.authenticate(r, scope));
  };
  return {
    authenticate: async (req) => {
      const who = of(req);
      await who.authenticate(req);
      // a principal answered from memory may hold a role changed since: ask the database before refusing
      if (!holdsPermission(route, req) && who.confirmation(req) !== null) await who.again(req);
      requirePermission(route, req);
    },
    confirmation: (req) => of(req).confirmation(req),
    again: async (req) => {
      await of(req).again(req);
      requirePermission(route, req);
    },
  };
}
