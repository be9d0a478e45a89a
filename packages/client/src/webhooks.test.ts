import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from './webhook-error';
import { verifyWebhook } from './webhooks';

// Deliveries signed by the reference library of the Standard Webhooks specification (npm
// `standardwebhooks`), verified by the client's own check.

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const body = JSON.stringify({
  id: 'evt_1',
  type: 'webhook.test',
  created_at: '2026-11-02T08:00:00.000Z',
  merchant_id: 'm_1',
  data: { object: { id: 'evt_1', message: 'a test' } },
});
const now = new Date('2026-11-02T08:00:00Z');

function delivery(at: Date, opts: { secret?: string; id?: string; payload?: string } = {}) {
  const id = opts.id ?? 'msg_1';
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(opts.secret ?? secret).sign(id, at, opts.payload ?? body),
  };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    if (e instanceof WebhookVerificationError) return e.reason;
    throw e;
  }
  return 'verified';
};

describe('verifyWebhook', () => {
  it('answers the event of a delivery signed as the specification says, from a string or the bytes', () => {
    const headers = delivery(now);
    expect(verifyWebhook(secret, body, headers, { now })).toMatchObject({
      id: 'evt_1',
      type: 'webhook.test',
    });
    expect(verifyWebhook(secret, Buffer.from(body), new Headers(headers), { now }).type).toBe('webhook.test');
    const named = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
    expect(refusal(() => verifyWebhook(secret, body, named, { now }))).toBe('verified');
  });

  it("takes any one matching signature (a rotation's overlap signs twice)", () => {
    const previous = `whsec_${randomBytes(32).toString('base64')}`;
    const headers = delivery(now);
    const both = `${delivery(now, { secret: previous })['webhook-signature']} ${headers['webhook-signature']}`;
    expect(
      refusal(() => verifyWebhook(secret, body, { ...headers, 'webhook-signature': both }, { now })),
    ).toBe('verified');
    expect(refusal(() => verifyWebhook(previous, body, headers, { now }))).toBe('bad_signature');
  });

  it('refuses a changed body, id or time, and another secret', () => {
    const headers = delivery(now);
    expect(refusal(() => verifyWebhook(secret, body.replace('evt_1', 'evt_2'), headers, { now }))).toBe(
      'bad_signature',
    );
    expect(refusal(() => verifyWebhook(secret, body, { ...headers, 'webhook-id': 'msg_2' }, { now }))).toBe(
      'bad_signature',
    );
    const later = String(Number(headers['webhook-timestamp']) + 1);
    expect(
      refusal(() => verifyWebhook(secret, body, { ...headers, 'webhook-timestamp': later }, { now })),
    ).toBe('bad_signature');
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    expect(refusal(() => verifyWebhook(other, body, headers, { now }))).toBe('bad_signature');
  });

  it('refuses a delivery signed too long ago or ahead, within the tolerance asked for', () => {
    const old = delivery(new Date(now.getTime() - 301_000));
    expect(refusal(() => verifyWebhook(secret, body, old, { now }))).toBe('too_old');
    expect(refusal(() => verifyWebhook(secret, body, old, { now, toleranceSeconds: 600 }))).toBe('verified');
    const ahead = delivery(new Date(now.getTime() + 301_000));
    expect(refusal(() => verifyWebhook(secret, body, ahead, { now }))).toBe('too_new');
    const recent = delivery(new Date(now.getTime() - 30_000));
    expect(refusal(() => verifyWebhook(secret, body, recent, { now, toleranceSeconds: 10 }))).toBe('too_old');
  });

  it('names a missing or malformed header, and a signed body that is no event', () => {
    const headers = delivery(now);
    const { 'webhook-signature': _, ...unsigned } = headers;
    expect(refusal(() => verifyWebhook(secret, body, unsigned, { now }))).toBe('missing_header');
    const blank = { ...headers, 'webhook-signature': '' };
    expect(refusal(() => verifyWebhook(secret, body, blank, { now }))).toBe('missing_header');
    for (const signature of ['v1', 'sha256=abc', 'v1,abc v1']) {
      const given = { ...headers, 'webhook-signature': signature };
      expect(refusal(() => verifyWebhook(secret, body, given, { now }))).toBe('malformed_header');
    }
    const stamped = { ...headers, 'webhook-timestamp': '2026-11-02T08:00:00Z' };
    expect(refusal(() => verifyWebhook(secret, body, stamped, { now }))).toBe('malformed_header');
    for (const payload of ['not json', '[1]', '{"id":"evt_1"}']) {
      const signed = delivery(now, { payload });
      expect(refusal(() => verifyWebhook(secret, payload, signed, { now }))).toBe('malformed_body');
    }
  });
});
