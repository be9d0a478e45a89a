import type { ApiScope } from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import { confirmedMemory, REMEMBER_MS } from '../../platform/confirmed-memory';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import type { ConfirmedAuthenticate } from '../../platform/money-route';
import type { ApiKeyAuthentication } from '../../platform/routing';
import { sameHash } from '../../platform/secrets';
import { credentialOf, looksLikeApiKey, secretHash } from './credentials';
import { ipAllowed } from './ip-allow';
import { apiKeyRepo, type KeyLookup } from './repo';

const MINUTE_MS = 60_000;

/**
 * Calls of the Merchant API for developers: `Authorization: Bearer mck_<20>.<secret>`. An unknown,
 * revoked or wrong key answers 401 like an expired session; then 403 when the merchant is disabled
 * (`merchant_disabled`) or the key's user is (`user_disabled`), or the caller's address is not in the key's
 * allow-list; 403 under envelope code 40301 (as a missing permission) when the route takes a session
 * only or the key lacks the route's scope. A key that passes sets `req.merchant` with no
 * session and its own id.
 */
export function apiKeyAuthenticator(deps: Pick<Deps, 'db' | 'clock'>): ApiKeyAuthentication {
  const { db, clock } = deps;
  /** Keys recently found valid, by public id: what `confirmed` answers from. */
  const remembered = confirmedMemory<KeyLookup>();
  /** Requests whose key came from `remembered`, and the key as remembered. */
  const fromMemory = new WeakMap<FastifyRequest, KeyLookup>();

  /** The checks of a key found (a wrong secret is a 401 as an unknown key), then the principal. */
  function admit(req: FastifyRequest, key: KeyLookup | undefined, secret: string, scope: ApiScope | null) {
    if (!key || key.revoked_at || !sameHash(key.secret_hash, secretHash(secret))) {
      throw fail.unauthorized();
    }
    if (key.merchant_status === 'disabled') throw fail.forbidden('merchant_disabled');
    // a key acts as the user it belongs to: a disabled or removed user's keys stop with them
    if (key.user_status !== 'active') throw fail.forbidden('user_disabled');
    if (!ipAllowed(key.ip_allow, req.ip)) {
      throw new AppError(403, 'api_key_ip_not_allowed', { params: { ip: req.ip } });
    }
    // what the key may not call is a missing right (40301), not a dead credential: a client stays
    if (!scope) throw fail.scope('api_key_session_only');
    if (!key.scopes.includes(scope)) throw fail.scope('api_key_scope_missing', { scope });
    req.merchant = {
      merchantId: key.merchant_id,
      userId: key.user_id,
      roleId: key.role_id,
      permissions: new Set(key.permissions),
      sessionId: null,
      apiKeyId: key.id,
      kybStatus: key.kyb_status,
    };
  }

  async function authenticate(req: FastifyRequest, scope: ApiScope | null) {
    const credential = credentialOf(req.headers.authorization);
    if (!credential) throw fail.unauthorized();
    const key = await apiKeyRepo.lookup(db, credential.keyId);
    admit(req, key, credential.secret, scope);
    const now = clock.now();
    if (!key!.last_used_at || now.getTime() - key!.last_used_at.getTime() >= MINUTE_MS) {
      await apiKeyRepo.touch(db, key!.id, now);
    }
    remembered.set(credential.keyId, key!, now.getTime() + REMEMBER_MS);
  }

  /**
   * For a money route whose one write statement confirms the key itself (a prepared effect): a key found
   * valid moments ago answers from memory, when the request sends its secret, comes from an allowed
   * address and the route's scope is the key's; the write holds only while the key is still
   * unrevoked, of the same secret (not rotated) and allow-list, and its merchant enabled and of the
   * same KYB status. When that fails, the route authenticates against the database and starts again.
   */
  const confirmed = (scope: ApiScope | null): ConfirmedAuthenticate => ({
    async authenticate(req) {
      const credential = credentialOf(req.headers.authorization);
      const hit = credential ? remembered.get(credential.keyId, clock.now().getTime()) : undefined;
      if (credential && hit) {
        try {
          admit(req, hit, credential.secret, scope);
          fromMemory.set(req, hit);
          return;
        } catch {
          // what memory holds may be out of date (a rotated secret, a changed allow-list): ask the database
          remembered.delete(credential.keyId);
        }
      }
      await authenticate(req, scope);
    },
    confirmation(req) {
      const key = fromMemory.get(req);
      if (!key) return null;
      // migration 027: the key unrevoked, of this secret and allow-list, its user active and of this
      // role, its merchant enabled and of this KYB status
      return {
        relation: 'live_api_keys',
        equal: {
          id: [key.id, 'uuid'],
          secret_hash: [key.secret_hash, 'bytea'],
          ip_allow: [key.ip_allow, 'text[]'],
          kyb_status: [key.kyb_status, 'text'],
          role_id: [key.role_id, 'uuid'],
        },
      };
    },
    async again(req) {
      fromMemory.delete(req);
      const credential = credentialOf(req.headers.authorization);
      if (credential) remembered.delete(credential.keyId);
      await authenticate(req, scope);
    },
  });

  return { recognises: (req) => looksLikeApiKey(req.headers.authorization), authenticate, confirmed };
}
