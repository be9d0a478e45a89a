import { t, webhookHeaders } from '@mc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { PeriodicJob } from '../../platform/jobs';
import { RETRY_WINDOW_MS, retryDelayMs } from './backoff';
import type { EventBodies } from './event-bodies';
import type { EventRow } from './event-repo';
import { type ClaimedDelivery, type ClaimedRow, queueRepo, type Recorded } from './queue-repo';
import { attemptRecorder } from './recorder';
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
  /** Makes the bodies of events not yet sent or shown. */
  bodies: EventBodies;
  /** Where a delivery that could not be recorded is told (its lease runs out and it is taken again). */
  log: Pick<FastifyBaseLogger, 'error'>;
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
 * The delivery job: a pool that takes due deliveries as slots free up (any number of instances share
 * the queue), checks the address again after resolving it, POSTs the signed event, and records each
 * attempt when it ends: success, a retry after the backoff, or failed once the 3 days from the first
 * attempt have passed. An endpoint
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

  const recorder = attemptRecorder(db, (e) => mailDisabled(e.merchant_id, e.url), opts.log);

  /**
   * Sends one delivery and records its attempt when it ends (its time, the retry clock from then),
   * with the attempts that end beside it; the endpoint is disabled when it has been failing for 3 days.
   */
  async function deliver(d: ClaimedDelivery): Promise<void> {
    const outcome = await attempt(d, clock.now());
    const at = clock.now();
    const r = nextState(d, outcome, at);
    // Failing for 3 days, or since the delivery's first attempt when its 3 days ran out now.
    const disableIfFailingSince = new Date(
      r.status === 'failed' && d.first_attempt_at
        ? Math.max(d.first_attempt_at.getTime(), at.getTime() - DISABLE_AFTER_MS)
        : at.getTime() - DISABLE_AFTER_MS,
    );
    await recorder.record({ d, r, at, disableIfFailingSince });
  }

  /**
   * The pool: deliveries in flight, each on its own; a slot freed takes the next due delivery, so a
   * slow endpoint holds only its own deliveries (at most `perEndpoint` of them), never the others'.
   */
  const inFlight = new Set<Promise<void>>();
  let started = 0;
  let stopped = false;
  let filling: Promise<void> | null = null;
  /** A slot freed while a claim was under way: claim again when it is done. */
  let again = false;

  function start(d: ClaimedDelivery) {
    const run: Promise<void> = deliver(d)
      // the lease runs out and the delivery is taken again: logged, not lost
      .catch((err: unknown) => opts.log.error({ err, delivery: d.id }, 'webhook delivery not recorded'))
      .finally(() => {
        inFlight.delete(run);
        void fill();
      });
    inFlight.add(run);
    started++;
  }

  /** Gives the claimed deliveries whose event has no body yet the body made for it now. */
  async function withBodies(batch: ClaimedRow[]): Promise<ClaimedDelivery[]> {
    const unmade = new Map<string, EventRow>();
    for (const d of batch) {
      if (d.body !== null) continue;
      unmade.set(d.event_id, {
        id: d.event_id,
        seq: '',
        merchant_id: d.merchant_id,
        type: d.type,
        object_kind: d.object_kind,
        created_at: d.event_created_at,
        test: d.test,
        body: null,
        snapshot: d.snapshot,
        previous: d.previous,
      });
    }
    const bodies = unmade.size ? await opts.bodies.of(db, [...unmade.values()]) : new Map<string, string>();
    return batch.map((d) => ({ ...d, body: d.body ?? bodies.get(d.event_id)! }));
  }

  /** Claims due deliveries for the free slots and starts them, until no slot is free or none is due. */
  async function claimRound(): Promise<void> {
    for (;;) {
      const free = settings.concurrency - inFlight.size;
      if (free <= 0 || stopped) return;
      const now = clock.now();
      const lease = new Date(now.getTime() + settings.timeoutMs + LEASE_MARGIN_MS);
      const batch = await queueRepo.claim(db, now, free, lease, settings.perEndpoint);
      for (const d of await withBodies(batch)) start(d);
      if (batch.length < free) return;
    }
  }

  /** One claim at a time per instance; a call during one makes it run once more. */
  function fill(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (filling) {
      again = true;
      return filling;
    }
    filling = (async () => {
      do {
        again = false;
        await claimRound();
      } while (again && !stopped);
    })()
      .catch((err: unknown) => opts.log.error({ err }, 'webhook deliveries not claimed'))
      .finally(() => {
        filling = null;
      });
    return filling;
  }

  /** Sends every due delivery and waits until none is due or in flight; answers how many were attempted. */
  async function tick(): Promise<number> {
    const before = started;
    for (;;) {
      await fill();
      if (inFlight.size === 0 && !filling) return started - before;
      await Promise.race([...inFlight, ...(filling ? [filling] : [])]);
    }
  }

  /** Takes no more deliveries and waits for those in flight (each ends by its timeout). */
  async function stop(): Promise<void> {
    stopped = true;
    await filling;
    await Promise.allSettled([...inFlight]);
  }

  const jobs: PeriodicJob[] = [{ name: 'webhooks', intervalMs: settings.intervalMs, run: fill, stop }];
  return { tick, stop, jobs };
}

export type WebhookDeliverer = ReturnType<typeof webhookDeliverer>;
