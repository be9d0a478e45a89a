import type {
  ResendFailedBody,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryListQuery,
} from '@mc/contract';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import { type DeliveryRow, deliveryRepo } from './delivery-repo';
import type { WebhookEndpoints } from './endpoints';

export function toDelivery(r: DeliveryRow): WebhookDelivery {
  return {
    id: r.id,
    endpoint_id: r.endpoint_id,
    event_id: r.event_id,
    event_type: r.event_type as WebhookDelivery['event_type'],
    object_id: r.object_id,
    status: r.status,
    attempts: r.attempts,
    last_status_code: r.last_status_code,
    last_duration_ms: r.last_duration_ms,
    next_attempt_at: r.next_attempt_at ? r.next_attempt_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
  };
}

/** The delivery log of a merchant's endpoints: pages, one delivery with its attempts, resends. */
export function webhookDeliveryLog(deps: Deps, endpoints: WebhookEndpoints) {
  const { db, clock } = deps;

  async function list(merchantId: string, endpointId: string, q: WebhookDeliveryListQuery) {
    await endpoints.mine(merchantId, endpointId);
    const rows = await deliveryRepo.list(db, merchantId, endpointId, q, decodeTimeIdCursor(q.cursor));
    return pageOf(rows, q.limit, toDelivery, (r) => [r.created_at, r.id]);
  }

  async function get(merchantId: string, id: string): Promise<WebhookDeliveryDetail> {
    const row = await deliveryRepo.mine(db, merchantId, id);
    if (!row) throw fail.notFound();
    const attempts = await deliveryRepo.attempts(db, id);
    return {
      ...toDelivery(row),
      payload: row.body,
      attempts_log: attempts.map((a) => ({
        at: a.at.toISOString(),
        status_code: a.status_code,
        duration_ms: a.duration_ms,
        error: a.error,
        response_excerpt: a.response_excerpt,
        response_truncated: a.response_truncated,
      })),
    };
  }

  async function resend(merchantId: string, id: string): Promise<WebhookDelivery> {
    const row = await deliveryRepo.resend(db, merchantId, id, clock.now());
    if (!row) throw fail.notFound();
    return toDelivery(row);
  }

  async function resendFailed(merchantId: string, endpointId: string, body: ResendFailedBody) {
    await endpoints.mine(merchantId, endpointId);
    const count = await deliveryRepo.resendFailed(
      db,
      merchantId,
      endpointId,
      new Date(body.from),
      new Date(body.to),
      clock.now(),
    );
    return { count };
  }

  return { list, get, resend, resendFailed };
}

export type WebhookDeliveryLog = ReturnType<typeof webhookDeliveryLog>;
