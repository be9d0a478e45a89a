import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { fund } from '../../testing/payouts';
import { loggedInMerchant, login } from '../../testing/scenarios';
import { type Actor, as, setTimeZone } from '../../testing/settings';

// The merchant's time zone cuts its days and months: 2026-03-31T20:00Z is April 1st, 04:00 in
// Asia/Shanghai and still March 31st in UTC, for the statements, the money page's flows and the
// history's exports alike.
const t = appPerFile();
const AT = '2026-03-31T20:00:00Z';

async function twoMerchantsPaidAt(at: string) {
  t.clock.set(Date.parse(at) - 3_600_000);
  const shanghai = await loggedInMerchant(t);
  const utc = await loggedInMerchant(t);
  await setTimeZone(t, utc.token, 'UTC');
  t.clock.set(Date.parse(at));
  await fund(t, shanghai, '10');
  await fund(t, utc, '10');
  return { shanghai, utc };
}

let paid: Awaited<ReturnType<typeof twoMerchantsPaidAt>> | undefined;
const ready = async () => {
  paid ??= await twoMerchantsPaidAt(AT);
  return paid;
};

async function flowDays(m: Actor, month: string) {
  const res = await as(t, m)('GET', `/money/flows?month=${month}`);
  expect(res.status, res.res.body).toBe(200);
  const data = res.body.data as {
    timezone: string;
    assets: { asset: string; inflow: string; days: { date: string; inflow: string }[] }[];
  };
  const moved = data.assets.flatMap((a) => a.days.filter((d) => d.inflow !== '0.000000').map((d) => d.date));
  return { timezone: data.timezone, moved, days: data.assets[0]?.days.length ?? 0 };
}

async function exported(m: Actor, query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/history/export?format=csv&${query}`,
    headers: { authorization: `Bearer ${m.token}`, 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const lines = res.body.slice(1).trim().split('\n');
  return {
    rows: Number(res.headers['x-export-rows']),
    heading: lines[0]!.split(',')[0],
    times: lines.slice(1).map((l) => l.split(',')[0]),
    file: String(res.headers['content-disposition']),
  };
}

describe("the merchant's time zone", () => {
  it('puts a movement of 2026-03-31T20:00Z on April 1st in Asia/Shanghai and on March 31st in UTC on the money page', async () => {
    const { shanghai, utc } = await ready();
    expect(await flowDays(shanghai, '2026-04')).toEqual({
      timezone: 'Asia/Shanghai',
      moved: ['2026-04-01'],
      days: 30,
    });
    expect((await flowDays(shanghai, '2026-03')).moved).toEqual([]);
    expect(await flowDays(utc, '2026-03')).toEqual({ timezone: 'UTC', moved: ['2026-03-31'], days: 31 });
    expect((await flowDays(utc, '2026-04')).moved).toEqual([]);
  });

  it("exports a period given as days as the merchant's local days, the times on its clock and the zone named", async () => {
    const { shanghai, utc } = await ready();
    const april1 = await exported(shanghai, 'from=2026-04-01&to=2026-04-01');
    expect(april1.rows).toBeGreaterThan(0);
    expect(april1.heading).toBe('Time (Asia/Shanghai)');
    expect(new Set(april1.times)).toEqual(new Set(['2026-04-01T04:00:00.000']));
    expect(april1.file).toBe('attachment; filename="transactions_2026-04-01_2026-04-01.csv"');
    expect((await exported(shanghai, 'from=2026-03-01&to=2026-03-31')).rows).toBe(0);

    const march31 = await exported(utc, 'from=2026-03-31&to=2026-03-31');
    expect(march31.rows).toBe(april1.rows);
    expect(march31.heading).toBe('Time (UTC)');
    expect(new Set(march31.times)).toEqual(new Set(['2026-03-31T20:00:00.000']));
    expect((await exported(utc, 'from=2026-04-01&to=2026-04-30')).rows).toBe(0);
    // the list reads days the same way
    const list = await as(t, shanghai)('GET', '/history?from=2026-04-01&to=2026-04-01');
    expect(list.body.data.items.length).toBe(april1.rows);
    // a day and an instant of the wrong shape are refused on their field
    const bad = await as(t, shanghai)('GET', '/history?from=2026-04-31&to=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.map((e: { field: string }) => e.field).sort()).toEqual(['from', 'to']);
    const reversed = await as(t, shanghai)('GET', '/history?from=2026-04-02&to=2026-04-01');
    expect(reversed.body.errors?.[0]?.field).toBe('to');
  });

  it("cuts each merchant's monthly statement in its zone, and says which", async () => {
    const { shanghai, utc } = await ready();
    t.clock.set(Date.parse('2026-05-01T13:00:00Z'));
    for (const m of [shanghai, utc]) {
      m.token = (await login(t, m.email)).body.data.token as string;
    }
    expect((await t.app.statements.tick()).unreconciled).toBe(0);
    const statementsOf = async (m: Actor) =>
      (await as(t, m)('GET', '/money/statements?limit=10')).body.data.items as {
        month: string;
        timezone: string;
        period_start: string;
        assets: { asset: string; inflow: string }[];
      }[];
    const [april, ...olderShanghai] = await statementsOf(shanghai);
    expect(olderShanghai).toEqual([]);
    expect(april).toMatchObject({
      month: '2026-04',
      timezone: 'Asia/Shanghai',
      period_start: '2026-03-31T16:00:00.000Z',
    });
    expect(april!.assets.map((a) => [a.asset, a.inflow])).toEqual([['USDT', '10.000000']]);
    const [march, ...olderUtc] = await statementsOf(utc);
    expect(olderUtc).toEqual([]);
    expect(march).toMatchObject({
      month: '2026-03',
      timezone: 'UTC',
      period_start: '2026-03-01T00:00:00.000Z',
    });

    // the statement's file states its zone, and its times are on the zone's clock
    const list = await as(t, shanghai)('GET', '/money/statements?limit=1');
    const csv = await as(t, shanghai)('GET', `/money/statements/${list.body.data.items[0].id}/csv?lang=en`);
    expect(csv.res.body).toContain('Period,2026-04-01 – 2026-04-30 (Asia/Shanghai)');
    expect(csv.res.body).toContain('Time (Asia/Shanghai)');
    expect(csv.res.body).toContain('2026-04-01 04:00:00');
  });
});
