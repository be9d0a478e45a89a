import type { ApiRoute } from '@mc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type KeyOwner,
  type KeyScope,
  readIdempotencyKey,
  requestHash,
  type StoredResponse,
} from './idempotency';

function withoutSecrets(body: unknown, secret: readonly string[]): unknown {
  if (!secret.length || typeof body !== 'object' || body === null) return body;
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const name of secret) delete rest[name];
  return rest;
}

/**
 * The key scope of a request; its `secret` body fields take no part in the fingerprint (the stored
 * hash must not let anyone guess a 6-digit password).
 */
export function keyScope(
  req: FastifyRequest,
  route: ApiRoute,
  owner: KeyOwner,
  secret: readonly string[],
): KeyScope {
  return {
    owner,
    key: readIdempotencyKey(req.headers['idempotency-key']),
    route: route.path,
    hash: requestHash(route.path, { params: req.params, body: withoutSecrets(req.body, secret) }),
  };
}

/** Sends a stored (or just stored) answer as it is, marked when it is a replay. */
export function sendStored(reply: FastifyReply, stored: StoredResponse) {
  if (stored.replayed) reply.header('idempotent-replayed', 'true');
  return reply
    .code(stored.status as 200)
    .type('application/json; charset=utf-8')
    .send(stored.body);
}
