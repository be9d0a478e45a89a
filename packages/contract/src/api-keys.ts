import { z } from 'zod';
import { apiScopes } from './api-scopes';
import { isoDateTime, totpCode } from './fields';
import { ipEntryFamily } from './ip-ranges';
import { cursorQuery, page } from './money';
import { type ApiRoute, route } from './route';

export { apiKeyMessages } from './api-key-messages';
export { ipEntryFamily, isIpv4, isIpv6 } from './ip-ranges';

/**
 * API credentials of the Merchant API for developers: the same endpoints with an API key instead
 * of a session. A key is `key_id` (public, `mck_` and 20 letters or digits) and a secret (32 random
 * bytes, base64url) shown once; a call sends `Authorization: Bearer <key_id>.<secret>`. A route
 * takes a key when it names the scope the key needs (`apiScope` of its record).
 */

export { type ApiScope, apiScopes } from './api-scopes';
export const apiScope = z.enum(apiScopes, { error: 'api_key_scope_invalid' });

export const MAX_API_KEYS = 10;
export const MAX_IP_ALLOW = 20;
/** `mck_` and 20 base62 characters. */
export const API_KEY_ID = /^mck_[0-9A-Za-z]{20}$/;

const keyName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(50, { error: 'too_long' })
  .regex(/^[^<>\p{Cc}]*$/u, { error: 'invalid_chars' })
  .describe('1-50 characters, to tell keys apart');

const scopeList = z
  .array(apiScope)
  .min(1, { error: 'api_key_scopes_required' })
  .max(apiScopes.length, { error: 'api_key_scope_invalid' })
  .transform((v) => apiScopes.filter((s) => v.includes(s)))
  .describe('Subset of read, orders, payouts, webhooks');

/** One entry of an IP allow-list; an error on it names its index (`ip_allow.2`). */
export const ipAllowEntry = z
  .string()
  .trim()
  .max(49, { error: 'ip_allow_invalid' })
  .refine((v) => ipEntryFamily(v) !== null, { error: 'ip_allow_invalid' })
  .transform((v) => v.toLowerCase());

export const ipAllowList = z
  .array(ipAllowEntry)
  .max(MAX_IP_ALLOW, { error: 'ip_allow_too_many' })
  .transform((v) => [...new Set(v)])
  .describe('IPv4/IPv6 addresses or CIDR ranges the key may be used from; empty: any');

export const createApiKeyBody = z.strictObject({
  name: keyName,
  scopes: scopeList,
  ip_allow: ipAllowList.default([]),
  totp_code: totpCode.optional().describe('Required when an authenticator is bound'),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const updateApiKeyBody = z
  .strictObject({ name: keyName.optional(), ip_allow: ipAllowList.optional() })
  .refine((v) => v.name !== undefined || v.ip_allow !== undefined, { error: 'api_key_nothing_to_update' });
export type UpdateApiKeyBody = z.input<typeof updateApiKeyBody>;

export const rotateApiKeyBody = z.strictObject({
  totp_code: totpCode.optional().describe('Required when an authenticator is bound'),
});

export const apiKeyStatuses = ['active', 'revoked'] as const;

export const apiKey = z
  .object({
    id: z.string(),
    key_id: z.string().describe('Public: mck_ and 20 letters or digits'),
    name: z.string(),
    scopes: z.array(apiScope),
    ip_allow: z.array(z.string()).describe('Empty: any address'),
    status: z.enum(apiKeyStatuses),
    created_at: isoDateTime,
    last_used_at: isoDateTime.nullable().describe('Updated at most once a minute'),
    rotated_at: isoDateTime.nullable(),
    revoked_at: isoDateTime.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKey>;

/** A key with its secret: answered by create and rotate only, never again. */
export const apiKeyWithSecret = apiKey
  .extend({
    secret: z.string().describe('Shown only now; only its SHA-256 is kept'),
    token: z.string().describe('What a call sends: Authorization: Bearer <token> (key_id.secret)'),
  })
  .meta({ id: 'ApiKeyWithSecret' });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecret>;

export const apiKeyList = page(apiKey);
export const apiKeyListQuery = z.strictObject({ ...cursorQuery });
export const apiKeyIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

const manage = { access: 'merchant', tag: 'settings' } as const;

/** Managing keys: with a session only (a key never manages keys). */
export const apiKeysApi = {
  listApiKeys: route({
    ...manage,
    method: 'GET',
    path: '/settings/api-keys',
    permission: 'api_keys.manage',
    summary: 'API keys, newest first, revoked ones included (secrets are never shown again)',
    query: apiKeyListQuery,
    data: apiKeyList,
  }),
  createApiKey: route({
    ...manage,
    method: 'POST',
    path: '/settings/api-keys',
    permission: 'api_keys.manage',
    summary: 'Create an API key: its secret is answered this once (at most 10 active keys)',
    body: createApiKeyBody,
    data: apiKeyWithSecret,
  }),
  updateApiKey: route({
    ...manage,
    method: 'POST',
    path: '/settings/api-keys/:id',
    permission: 'api_keys.manage',
    summary: 'Rename an API key or replace its IP allow-list',
    params: apiKeyIdParams,
    body: updateApiKeyBody,
    data: apiKey,
  }),
  rotateApiKey: route({
    ...manage,
    method: 'POST',
    path: '/settings/api-keys/:id/rotate',
    permission: 'api_keys.manage',
    summary: 'A new secret for an API key, answered this once; the old one stops working at once',
    params: apiKeyIdParams,
    body: rotateApiKeyBody,
    data: apiKeyWithSecret,
  }),
  revokeApiKey: route({
    ...manage,
    method: 'POST',
    path: '/settings/api-keys/:id/revoke',
    permission: 'api_keys.manage',
    summary: 'Revoke an API key: calls with it answer 401 from now on',
    params: apiKeyIdParams,
    data: apiKey,
  }),
} as const satisfies Record<string, ApiRoute>;
