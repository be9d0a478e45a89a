import type { ApiScope } from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import type { PrincipalConfirmation } from './money-route/principal-confirmation';

/** Settles who is calling (or refuses the request): a route's `preValidation`. */
export type Authenticate = (req: FastifyRequest) => Promise<void>;

/**
 * Authentication that may answer from memory because the one statement that writes confirms it:
 * `confirmation` is what that statement checks of the principal (null when the request was checked
 * against the database already); when it fails, `again` authenticates against the database.
 */
export interface ConfirmedAuthenticate {
  authenticate: Authenticate;
  confirmation(req: FastifyRequest): PrincipalConfirmation | null;
  again: Authenticate;
}

/**
 * Authentication by API key (modules/api-keys), which buildApp decorates the app with: `recognises`
 * tells a key's bearer from a session token by its shape alone; `authenticate` resolves the key and
 * checks it may call a route that takes `scope` (null: the route takes a session only); `confirmed`
 * is the same for a money route whose write statement confirms the key (see `ConfirmedAuthenticate`).
 */
export interface ApiKeyAuthentication {
  recognises(req: FastifyRequest): boolean;
  authenticate(req: FastifyRequest, scope: ApiScope | null): Promise<void>;
  confirmed(scope: ApiScope | null): ConfirmedAuthenticate;
}
