import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/app-hooks';
import { payingMerchant, remit } from '../../testing/payouts';
import { mine } from '../../testing/receiving';
import { as } from '../../testing/settings';

const t = appPerTest();

interface Listed {
  items: {
    type: string;
    data: { object: { id: string; status: string }; previous_attributes?: Record<string, unknown> };
  }[];
}

/** A payout's events, oldest first: its type, the status it shows and what the change altered. */
async function eventsOf(m: { token: string }, id: string) {
  const listed = (await as(t, m)('GET', `/events?object_id=${id}`)).body.data as Listed;
  return listed.items
    .reverse()
    .map((e) => [e.type, e.data.object.status, e.data.previous_attributes?.status ?? null]);
}

describe("a payout's events", () => {
  it('are one on creation and one per status change, for each payout a statement writes or moves', async () => {
    const m = await payingMerchant(t, '100');
    const sent = [await remit(t, m, { amount: '10' }), await remit(t, m, { amount: '12' })];
    for (const s of sent) expect(s.status, JSON.stringify(s.body)).toBe(200);
    // one pass sends both and one pass completes both: each payout's change is its own event
    await t.app.receiving.tick();
    await mine(t, 30);
    await t.app.receiving.tick();
    for (const s of sent) {
      expect(await eventsOf(m, s.body.data.id)).toEqual([
        ['payout.created', 'processing', null],
        ['payout.confirming', 'confirming', 'processing'],
        ['payout.completed', 'completed', 'confirming'],
      ]);
    }
    // a change that leaves the status as it was records nothing
    await t.db.query(`UPDATE payouts SET remark = 'renamed' WHERE id = $1`, [sent[0]!.body.data.id]);
    expect(await eventsOf(m, sent[0]!.body.data.id)).toHaveLength(3);
  });
});
