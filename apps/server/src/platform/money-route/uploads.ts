import { type ApiRoute, envelope, t } from '@mc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Deps } from '../deps';
import { contextOf, merchantOf } from '../request-context';
import { onceForKey, readIdempotencyKey, requestHash } from './idempotency';
import { sendStored } from './key-scope';

/** The Idempotency-Key of a request (400 without one): read before its body is. */
export const idempotencyKeyOf = (req: FastifyRequest): string =>
  readIdempotencyKey(req.headers['idempotency-key']);

/**
 * A merchant's multipart request (a form with a file), made once per Idempotency-Key exactly as a
 * money route's JSON request is (`onceForKey`): its fingerprint is what the handler read of the body
 * (the fields and each file's SHA-256), its effect and stored answer commit together, a replay gets
 * the stored bytes, the key with another body 422, a retry while the first runs 409. Answers whether
 * the answer is a replay (the handler then drops what it stored of the body) and `send`, which sends it.
 */
export async function onceForUpload<R extends ApiRoute>(
  deps: Pick<Deps, 'db' | 'clock'>,
  route: R,
  request: { req: FastifyRequest; reply: FastifyReply; key: string; fingerprint: unknown },
  effect: (tx: Queryable) => Promise<z.input<R['data']>>,
): Promise<{ replayed: boolean; send(): Promise<FastifyReply> }> {
  const { req, reply, key, fingerprint } = request;
  const schema = envelope(route.data);
  const message = t('ok', contextOf(req).lang);
  const scope = {
    owner: { kind: 'merchant' as const, id: merchantOf(req).merchantId },
    key,
    route: route.path,
    hash: requestHash(route.path, fingerprint),
  };
  const stored = await onceForKey(deps.db, deps.clock, scope, async (tx) =>
    JSON.stringify(schema.parse({ code: 200, message, data: await effect(tx) })),
  );
  return { replayed: stored.replayed, send: async () => sendStored(reply, stored) };
}
