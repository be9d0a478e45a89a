import {
  type ApiKey,
  type ApiKeyWithSecret,
  type createApiKeyBody,
  MAX_API_KEYS,
  type rotateApiKeyBody,
  type updateApiKeyBody,
} from '@mc/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { RequestContext, SessionPrincipal } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';
import { newKeyId, newSecret, tokenOf } from './credentials';
import { type ApiKeyRow, apiKeyRepo } from './repo';

type CreateInput = z.output<typeof createApiKeyBody>;
type UpdateInput = z.output<typeof updateApiKeyBody>;
type RotateInput = z.output<typeof rotateApiKeyBody>;
type Ctx = Pick<RequestContext, 'ip' | 'userAgent'>;

interface TotpChecker {
  /** True for the user's current authenticator code (each code works once). */
  checkTotp(userId: string, code: string): Promise<boolean>;
  authenticatorBound(userId: string): Promise<boolean>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toApiKey(r: ApiKeyRow): ApiKey {
  return {
    id: r.id,
    key_id: r.key_id,
    name: r.name,
    scopes: r.scopes,
    ip_allow: r.ip_allow,
    status: r.revoked_at ? 'revoked' : 'active',
    created_at: r.created_at.toISOString(),
    last_used_at: iso(r.last_used_at),
    rotated_at: iso(r.rotated_at),
    revoked_at: iso(r.revoked_at),
  };
}

/** What the security log keeps of a key (never its secret). */
const logged = (r: ApiKeyRow) => ({
  name: r.name,
  key_id: r.key_id,
  scopes: r.scopes.join(','),
  ip_allow: r.ip_allow.join(', '),
});

const limitReached = () => new AppError(409, 'api_key_limit', { params: { max: MAX_API_KEYS } });

/**
 * API credentials of the settings page: create (the secret answered once), rename or change the IP
 * allow-list, rotate (a new secret, the old one refused at once), revoke. Creating and rotating need
 * the authenticator's code when one is bound; a key with the payouts scope needs one bound.
 */
export function apiKeyService(deps: Deps, auth: TotpChecker) {
  const { db, clock } = deps;

  /** The authenticator's code when one is bound: 428 `totp_required` without it, 422 when wrong. */
  async function secondFactor(userId: string, code: string | undefined, totpEnabled: boolean) {
    if (!totpEnabled) return;
    if (!code) throw fail.precondition('totp_required', 'totp_required');
    if (!(await auth.checkTotp(userId, code))) throw fail.field('totp_code', 'totp_wrong');
  }

  /** The merchant's key, or 404; 409 once it is revoked. */
  async function activeKey(merchantId: string, id: string): Promise<ApiKeyRow> {
    const row = await apiKeyRepo.mine(db, merchantId, id);
    if (!row) throw fail.notFound();
    if (row.revoked_at) throw fail.conflict('api_key_revoked');
    return row;
  }

  async function list(merchantId: string, query: { limit: number; cursor?: string }) {
    const rows = await apiKeyRepo.list(db, merchantId, query.limit, decodeTimeIdCursor(query.cursor));
    return pageOf(rows, query.limit, toApiKey, (r) => [r.created_at, r.id]);
  }

  async function create(p: SessionPrincipal, input: CreateInput, ctx: Ctx): Promise<ApiKeyWithSecret> {
    const { merchantId } = p;
    const totp_enabled = await auth.authenticatorBound(p.userId);
    if (input.scopes.includes('payouts') && !totp_enabled) {
      throw fail.precondition('authenticator_required', 'api_key_payouts_authenticator');
    }
    // Said before a code is spent; counted again under the lock below.
    if ((await apiKeyRepo.countActive(db, merchantId)) >= MAX_API_KEYS) throw limitReached();
    await secondFactor(p.userId, input.totp_code, totp_enabled);
    const { secret, hash } = newSecret();
    const row = await db.transaction(async (tx) => {
      await apiKeyRepo.lockMerchant(tx, merchantId);
      if ((await apiKeyRepo.countActive(tx, merchantId)) >= MAX_API_KEYS) throw limitReached();
      const inserted = await apiKeyRepo.insert(tx, {
        merchantId,
        userId: p.userId,
        keyId: newKeyId(),
        secretHash: hash,
        name: input.name,
        scopes: input.scopes,
        ipAllow: input.ip_allow,
        now: clock.now(),
      });
      await recordSecurityEvent(tx, p, 'api_key_created', ctx, logged(inserted));
      return inserted;
    });
    return { ...toApiKey(row), secret, token: tokenOf(row.key_id, secret) };
  }

  async function rotate(p: SessionPrincipal, id: string, input: RotateInput, ctx: Ctx) {
    const { merchantId } = p;
    await activeKey(merchantId, id);
    const totp_enabled = await auth.authenticatorBound(p.userId);
    await secondFactor(p.userId, input.totp_code, totp_enabled);
    const { secret, hash } = newSecret();
    const row = await db.transaction(async (tx) => {
      const rotated = await apiKeyRepo.rotate(tx, merchantId, id, hash, clock.now());
      if (!rotated) throw fail.conflict('api_key_revoked');
      await recordSecurityEvent(tx, p, 'api_key_rotated', ctx, logged(rotated));
      return rotated;
    });
    return { ...toApiKey(row), secret, token: tokenOf(row.key_id, secret) };
  }

  async function update(p: SessionPrincipal, id: string, input: UpdateInput, ctx: Ctx): Promise<ApiKey> {
    const { merchantId } = p;
    await activeKey(merchantId, id);
    const row = await db.transaction(async (tx) => {
      const updated = await apiKeyRepo.update(tx, merchantId, id, {
        name: input.name,
        ipAllow: input.ip_allow,
      });
      if (!updated) throw fail.conflict('api_key_revoked');
      await recordSecurityEvent(tx, p, 'api_key_updated', ctx, logged(updated));
      return updated;
    });
    return toApiKey(row);
  }

  /** Revoking a revoked key answers it as it is (and logs nothing). */
  async function revoke(p: SessionPrincipal, id: string, ctx: Ctx): Promise<ApiKey> {
    const { merchantId } = p;
    const row = await db.transaction(async (tx) => {
      const revoked = await apiKeyRepo.revoke(tx, merchantId, id, clock.now());
      if (revoked) await recordSecurityEvent(tx, p, 'api_key_revoked', ctx, logged(revoked));
      return revoked ?? (await apiKeyRepo.mine(tx, merchantId, id));
    });
    if (!row) throw fail.notFound();
    return toApiKey(row);
  }

  return { list, create, rotate, update, revoke };
}

export type ApiKeyService = ReturnType<typeof apiKeyService>;
