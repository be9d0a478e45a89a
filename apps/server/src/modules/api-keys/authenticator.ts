import type { ApiScope } from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import type { ApiKeyAuthentication } from '../../platform/routing';
import { sameHash } from '../../platform/secrets';
import { credentialOf, looksLikeApiKey, secretHash } from './credentials';
import { ipAllowed } from './ip-allow';
import { apiKeyRepo } from './repo';

const MINUTE_MS = 60_000;

/**
 * Calls of the Merchant API for developers: `Authorization: Bearer mck_<20>.<secret>`. An unknown,
 * revoked or wrong key answers 401 like an expired session; then 403 when the merchant is disabled
 * (`merchant_disabled`), the caller's address is not in the key's allow-list, the route takes a
 * session only, or the key lacks the route's scope. A key that passes sets `req.merchant` with no
 * session and its own id.
 */
export function apiKeyAuthenticator(deps: Pick<Deps, 'db' | 'clock'>): ApiKeyAuthentication {
  const { db, clock } = deps;

  async function authenticate(req: FastifyRequest, scope: ApiScope | null) {
    const credential = credentialOf(req.headers.authorization);
    if (!credential) throw fail.unauthorized();
    const key = await apiKeyRepo.lookup(db, credential.keyId);
    if (!key || key.revoked_at || !sameHash(key.secret_hash, secretHash(credential.secret))) {
      throw fail.unauthorized();
    }
    if (key.merchant_status === 'disabled') throw fail.forbidden('merchant_disabled');
    if (!ipAllowed(key.ip_allow, req.ip)) {
      throw new AppError(403, 'api_key_ip_not_allowed', { params: { ip: req.ip } });
    }
    if (!scope) throw fail.forbidden('api_key_session_only');
    if (!key.scopes.includes(scope)) throw new AppError(403, 'api_key_scope_missing', { params: { scope } });
    const now = clock.now();
    if (!key.last_used_at || now.getTime() - key.last_used_at.getTime() >= MINUTE_MS) {
      await apiKeyRepo.touch(db, key.id, now);
    }
    req.merchant = {
      merchantId: key.merchant_id,
      sessionId: null,
      apiKeyId: key.id,
      kybStatus: key.kyb_status,
    };
  }

  return { recognises: (req) => looksLikeApiKey(req.headers.authorization), authenticate };
}
