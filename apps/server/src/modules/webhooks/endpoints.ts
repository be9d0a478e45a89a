import { randomUUID } from 'node:crypto';
import {
  type createWebhookEndpointBody,
  MAX_WEBHOOK_ENDPOINTS,
  type updateWebhookEndpointBody,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@mc/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { MerchantPrincipal, RequestContext } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';
import { deliveryRepo } from './delivery-repo';
import { type EndpointRow, endpointRepo } from './endpoint-repo';
import { eventBody } from './event-bodies';
import { eventRepo } from './event-repo';
import { sampleObject } from './samples';
import type { WebhookSettings } from './settings';
import { isStandardSecret, newWebhookSecret, secretHint } from './signature';
import { checkWebhookUrl, isRefusal, type Resolve } from './url-guard';

type CreateInput = z.output<typeof createWebhookEndpointBody>;
type UpdateInput = z.output<typeof updateWebhookEndpointBody>;
type Ctx = Pick<RequestContext, 'ip' | 'userAgent'>;

const HOUR_MS = 3600_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toEndpoint(r: EndpointRow, now: Date): WebhookEndpoint {
  const overlap = r.previous_secret_expires_at && r.previous_secret_expires_at > now;
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events as WebhookEndpoint['events'],
    enabled: r.enabled,
    disabled_reason: r.disabled_reason,
    secret_hint: secretHint(r.secret),
    created_at: r.created_at.toISOString(),
    last_delivery_at: iso(r.last_delivery_at),
    failing_since: iso(r.failing_since),
    previous_secret_expires_at: overlap ? iso(r.previous_secret_expires_at) : null,
    legacy_secret: !isStandardSecret(r.secret),
  };
}

/** What the security log keeps of an endpoint (never its secret). */
const logged = (r: EndpointRow) => ({ url: r.url, events: r.events.join(','), enabled: r.enabled });

/**
 * Webhook endpoints of a merchant: add (the secret answered once), change, delete, rotate the
 * secret (the old one signs as well for the overlap the merchant chose: 0 to 168 hours), send a
 * test event. A URL is checked when saved
 * (https, and every address its name resolves to allowed) and again at each delivery.
 */
export function webhookEndpoints(deps: Deps, settings: WebhookSettings, resolve?: Resolve) {
  const { db, clock } = deps;

  async function allowedUrl(url: string): Promise<void> {
    const r = await checkWebhookUrl(url, settings.rules, resolve);
    if (!isRefusal(r)) return;
    throw r.reason === 'webhook_url_forbidden'
      ? fail.field('url', r.reason, { address: r.address })
      : fail.field('url', r.reason);
  }

  async function mine(merchantId: string, id: string): Promise<EndpointRow> {
    const row = await endpointRepo.mine(db, merchantId, id);
    if (!row) throw fail.notFound();
    return row;
  }

  async function list(merchantId: string, query: { limit: number; cursor?: string | undefined }) {
    const rows = await endpointRepo.list(db, merchantId, query.limit, decodeTimeIdCursor(query.cursor));
    const now = clock.now();
    return pageOf(
      rows,
      query.limit,
      (r) => toEndpoint(r, now),
      (r) => [r.created_at, r.id],
    );
  }

  async function create(
    p: MerchantPrincipal,
    input: CreateInput,
    ctx: Ctx,
  ): Promise<WebhookEndpointWithSecret> {
    await allowedUrl(input.url);
    const secret = newWebhookSecret();
    const row = await db.transaction(async (tx) => {
      await endpointRepo.lockMerchant(tx, p.merchantId);
      if ((await endpointRepo.count(tx, p.merchantId)) >= MAX_WEBHOOK_ENDPOINTS) {
        throw new AppError(409, 'webhook_endpoint_limit', { params: { max: MAX_WEBHOOK_ENDPOINTS } });
      }
      const inserted = await endpointRepo.insert(
        tx,
        {
          id: randomUUID(),
          merchantId: p.merchantId,
          url: input.url,
          description: input.description ?? '',
          events: input.events,
          secret,
        },
        clock.now(),
      );
      await recordSecurityEvent(tx, p, 'webhook_endpoint_created', ctx, logged(inserted));
      return inserted;
    });
    return { ...toEndpoint(row, clock.now()), secret };
  }

  async function update(
    p: MerchantPrincipal,
    id: string,
    input: UpdateInput,
    ctx: Ctx,
  ): Promise<WebhookEndpoint> {
    await mine(p.merchantId, id);
    if (input.url !== undefined) await allowedUrl(input.url);
    const row = await db.transaction(async (tx) => {
      const updated = await endpointRepo.update(tx, p.merchantId, id, input, clock.now());
      if (!updated) throw fail.notFound();
      await recordSecurityEvent(tx, p, 'webhook_endpoint_updated', ctx, logged(updated));
      return updated;
    });
    return toEndpoint(row, clock.now());
  }

  async function remove(p: MerchantPrincipal, id: string, ctx: Ctx): Promise<{ id: string }> {
    await db.transaction(async (tx) => {
      const deleted = await endpointRepo.delete(tx, p.merchantId, id, clock.now());
      if (!deleted) throw fail.notFound();
      await deliveryRepo.dropUndelivered(tx, id);
      await recordSecurityEvent(tx, p, 'webhook_endpoint_deleted', ctx, logged(deleted));
    });
    return { id };
  }

  async function rotate(
    p: MerchantPrincipal,
    id: string,
    overlapHours: number,
    ctx: Ctx,
  ): Promise<WebhookEndpointWithSecret> {
    const secret = newWebhookSecret();
    const now = clock.now();
    // no overlap: the previous secret stops signing at once
    const keepUntil = overlapHours > 0 ? new Date(now.getTime() + overlapHours * HOUR_MS) : null;
    const row = await db.transaction(async (tx) => {
      const rotated = await endpointRepo.rotate(tx, p.merchantId, id, secret, now, keepUntil);
      if (!rotated) throw fail.notFound();
      await recordSecurityEvent(tx, p, 'webhook_secret_rotated', ctx, {
        ...logged(rotated),
        overlap_hours: overlapHours,
      });
      return rotated;
    });
    return { ...toEndpoint(row, now), secret };
  }

  /** A test event of any type, with the type's sample object, queued to the endpoint like any event. */
  async function sendTest(p: MerchantPrincipal, id: string, type: WebhookEventType = 'webhook.test') {
    await mine(p.merchantId, id);
    const at = clock.now();
    const event = { id: randomUUID(), type, created_at: at, merchant_id: p.merchantId, test: true };
    const object = sampleObject(type);
    return eventRepo.insertTest(db, {
      id: event.id,
      merchantId: p.merchantId,
      endpointId: id,
      type,
      objectId: String(object.id),
      body: JSON.stringify(eventBody(event, object)),
      at,
    });
  }

  return { list, create, update, remove, rotate, sendTest, mine };
}

export type WebhookEndpoints = ReturnType<typeof webhookEndpoints>;
