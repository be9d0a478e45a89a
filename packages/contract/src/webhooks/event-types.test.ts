import { describe, expect, it } from 'vitest';
import { createWebhookEndpointBody } from './endpoints';
import { normalizeSubscriptions, webhookEventTypes, webhookKindOf, webhookSubscribed } from './event-types';

describe('event types and subscriptions', () => {
  it('names each transition of each object, once', () => {
    expect(webhookEventTypes).toContain('receipt_order.paid');
    expect(webhookEventTypes).toContain('collection_transfer.completed');
    expect(webhookEventTypes).toContain('payout.failed');
    expect(webhookEventTypes).toContain('topup.approved');
    expect(webhookEventTypes).toContain('kyb_submission.verified');
    // a status an object is only created in has no event of its own
    expect(webhookEventTypes).not.toContain('payout.pending_approval');
    expect(webhookEventTypes).not.toContain('topup.submitted');
    expect(new Set(webhookEventTypes).size).toBe(webhookEventTypes.length);
    expect(webhookKindOf('collection_transfer.paid')).toBe('collection_transfer');
    expect(webhookKindOf('webhook.test')).toBeNull();
  });

  it('matches a type, its kind’s wildcard or everything', () => {
    expect(webhookSubscribed(['payout.*'], 'payout.failed')).toBe(true);
    expect(webhookSubscribed(['payout.*'], 'receipt_order.paid')).toBe(false);
    expect(webhookSubscribed(['receipt_order.paid'], 'receipt_order.paid')).toBe(true);
    expect(webhookSubscribed(['receipt_order.paid'], 'receipt_order.completed')).toBe(false);
    expect(webhookSubscribed(['*'], 'kyb_submission.failed')).toBe(true);
  });

  it('keeps a list in one canonical form', () => {
    expect(normalizeSubscriptions(['payout.failed', '*'])).toEqual(['*']);
    expect(normalizeSubscriptions(['payout.failed', 'payout.*', 'topup.approved', 'topup.approved'])).toEqual(
      ['payout.*', 'topup.approved'],
    );
    const parsed = createWebhookEndpointBody.safeParse({ url: 'https://example.com/x', events: ['nope.*'] });
    expect(parsed.success).toBe(false);
  });
});
