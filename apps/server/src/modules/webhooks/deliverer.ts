import { t, webhookHeaders } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import type { PeriodicJob } from '../../platform/jobs';
import { RETRY_WINDOW_MS, retryDelayMs } from './backoff';
import { type ClaimedDelivery, type EndpointAfter, queueRepo, type Recorded } from './queue-repo';
import { type AttemptOutcome, sendWebhook } from './sender';
import type { WebhookSettings } from './settings';
import { signatureHeader } from './signature';
import { checkWebhookUrl, isRefusal, type Resolve, type UrlRefusal } from './url-guard';

/** An endpoint failing for this long is disabled (and its owner mailed). */
export const DISABLE_AFTER_MS = RETRY_WINDOW_MS;
/** Room beyond the timeout before another instance may take over a delivery. */
const LEASE_MARGIN_MS = 30_000;

export interface DelivererOptions {
  settings: WebhookSettings;
  /** The name lookup (tests resolve names as they like). */
  resolve?: Resolve;
  /** The jitter's randomness (tests fix it). */
  random?: () => number;
}

const refusalText = (r: UrlRefusal) =>
  r.reason === 'webhook_url_forbidden'
    ? `refused: ${r.address} is a loopback, private or reserved address`
    : r.reason === 'webhook_url_unresolvable'
      ? 'refused: the host name does not resolve'
      : 'refused: the URL is not allowed';

const succeeded = (o: AttemptOutcome) => o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;

/**
 * The delivery job: takes due deliveries (any number of instances share the queue), checks the
 * address again after resolving it, POSTs the signed event, and records the attempt: success, a
 * retry after the backoff, or failed once the 3 days from the first attempt have passed. An endpoint
 * whose deliveries have all failed for 3 days is disabled and the merchant's owner mailed.
 */
export function webhookDeliverer(deps: Deps, opts: DelivererOptions) {
  const { db, clock } = deps;
  const { settings } = opts;
  const userAgent = `${deps.config.APP_TITLE.replace(/[^\x20-\x7e]/g, '')}-Webhooks/1.0`;

  async function attempt(d: ClaimedDelivery, at: Date): Promise<AttemptOutcome> {
    const target = await checkWebhookUrl(d.url, settings.rules, opts.resolve);
    if (isRefusal(target)) {
      return { statusCode: null, durationMs: 0, error: refusalText(target), excerpt: null, truncated: false };
    }
    const timestamp = Math.floor(at.getTime() / 1000);
    const secrets = [d.secret];
    if (d.previous_secret && d.previous_secret_expires_at && d.previous_secret_expires_at > at) {
      secrets.push(d.previous_secret);
    }
    return sendWebhook({
      target,
      body: d.body,
      timeoutMs: settings.timeoutMs,
      headers: {
        'content-type': 'application/json',
        'user-agent': userAgent,
        [webhookHeaders.id.toLowerCase()]: d.event_id,
        [webhookHeaders.timestamp.toLowerCase()]: String(timestamp),
        [webhookHeaders.signature.toLowerCase()]: signatureHeader(secrets, d.event_id, timestamp, d.body),
      },
    });
  }

  function nextState(d: ClaimedDelivery, outcome: AttemptOutcome, now: Date): Recorded {
    if (succeeded(outcome)) return { outcome, status: 'succeeded', nextAttemptAt: null };
    const first = d.first_attempt_at ?? now;
    const next = new Date(now.getTime() + retryDelayMs(d.attempts + 1, opts.random));
    if (next.getTime() - first.getTime() > RETRY_WINDOW_MS) {
      return { outcome, status: 'failed', nextAttemptAt: null };
    }
    return { outcome, status: 'retrying', nextAttemptAt: next };
  }

  async function mailDisabled(merchantId: string, url: string) {
    const owner = await queueRepo.owner(db, merchantId);
    if (!owner) return;
    const params = { url, merchant: owner.merchant_name };
    await deps.mailer.send({
      to: owner.email,
      subject: `${deps.config.APP_TITLE}: ${t('mail_webhook_disabled_subject', 'cn', params)} / ${t(
        'mail_webhook_disabled_subject',
        'en',
        params,
      )}`,
      text: `${t('mail_webhook_disabled_body', 'cn', params)}\n\n${t('mail_webhook_disabled_body', 'en', params)}`,
    });
  }

  /** Sends a batch at once, then records every outcome in one transaction. */
  async function deliverBatch(batch: ClaimedDelivery[]): Promise<void> {
    const outcomes = await Promise.all(batch.map((d) => attempt(d, clock.now())));
    const now = clock.now();
    const done = batch.map((d, i) => ({ d, r: nextState(d, outcomes[i]!, now) }));
    // Failing for 3 days, or since a delivery's first attempt when its 3 days ran out now.
    const threshold = new Map<string, number>();
    for (const { d, r } of done) {
      const since =
        r.status === 'failed' && d.first_attempt_at
          ? Math.max(d.first_attempt_at.getTime(), now.getTime() - DISABLE_AFTER_MS)
          : now.getTime() - DISABLE_AFTER_MS;
      threshold.set(d.endpoint_id, Math.max(threshold.get(d.endpoint_id) ?? 0, since));
    }
    const disabled = await db.transaction(async (tx) => {
      const endpoints = await queueRepo.recordMany(tx, done, now);
      const off: EndpointAfter[] = [];
      for (const e of endpoints) {
        const before = new Date(threshold.get(e.id) ?? 0);
        if (!e.enabled || !e.failing_since || e.failing_since > before) continue;
        if (await queueRepo.disableFailing(tx, e.id, before, now)) off.push(e);
      }
      return off;
    });
    for (const e of disabled) await mailDisabled(e.merchant_id, e.url);
  }

  /** Sends every due delivery, a batch at a time; answers how many were attempted. */
  async function tick(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = clock.now();
      const lease = new Date(now.getTime() + settings.timeoutMs + LEASE_MARGIN_MS);
      const batch = await queueRepo.claim(db, now, settings.concurrency, lease);
      if (batch.length === 0) return total;
      await deliverBatch(batch);
      total += batch.length;
    }
  }

  const jobs: PeriodicJob[] = [{ name: 'webhooks', intervalMs: settings.intervalMs, run: tick }];
  return { tick, jobs };
}

export type WebhookDeliverer = ReturnType<typeof webhookDeliverer>;
