import { describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { as } from '../../testing/settings';
import { teamMember } from '../../testing/team';

const t = appPerFile();
const [a, b] = twoMerchantsPerFile(t);

const fields = (res: { body: { errors?: { field: string }[] } }) =>
  res.body.errors?.map((e) => e.field) ?? [];

describe("the merchant's time zone", () => {
  it('is Asia/Shanghai until set, then the IANA name in its canonical spelling; the merchant info carries it', async () => {
    const get = () => as(t, a)('GET', '/merchant/settings');
    expect((await get()).body.data).toEqual({ timezone: 'Asia/Shanghai', overpayment: 'credit' });
    const set = await as(t, a)('POST', '/merchant/settings', { timezone: 'america/new_york' });
    expect(set.status, set.res.body).toBe(200);
    expect(set.body.data).toEqual({ timezone: 'America/New_York', overpayment: 'credit' });
    expect((await get()).body.data).toEqual({ timezone: 'America/New_York', overpayment: 'credit' });
    expect((await as(t, a)('GET', '/merchant/info')).body.data.timezone).toBe('America/New_York');
    // another merchant's is its own
    expect((await as(t, b)('GET', '/merchant/settings')).body.data).toEqual({
      timezone: 'Asia/Shanghai',
      overpayment: 'credit',
    });
  });

  it('refuses an unknown zone with 422 naming the field, in the caller’s language, and keeps the one set', async () => {
    const before = (await as(t, b)('GET', '/merchant/settings')).body.data;
    for (const timezone of ['Mars/Olympus', 'UTC; DROP TABLE merchants', '', '  ', 'x'.repeat(65), 7, null]) {
      const res = await as(t, b)('POST', '/merchant/settings', { timezone });
      expect(res.status, JSON.stringify(timezone)).toBe(422);
      expect(fields(res)).toEqual(['timezone']);
    }
    const en = await as(t, b)('POST', '/merchant/settings', { timezone: 'Mars/Olympus' });
    expect(en.body.errors).toEqual([{ field: 'timezone', message: 'Choose a valid time zone' }]);
    const cn = await t.call({
      method: 'POST',
      url: '/api/merchant/settings',
      headers: { authorization: `Bearer ${b.token}` },
      payload: { timezone: 'Mars/Olympus' },
    });
    expect(cn.body.errors).toEqual([{ field: 'timezone', message: '请选择有效的时区' }]);
    expect(fields(await as(t, b)('POST', '/merchant/settings', {}))).toEqual(['timezone']);
    expect(fields(await as(t, b)('POST', '/merchant/settings', { timezone: 'UTC', tz: 'x' }))).toContain(
      'tz',
    );
    expect((await as(t, b)('GET', '/merchant/settings')).body.data).toEqual(before);
  });

  it('is read by every role that reads the settings and changed only by one that may change them', async () => {
    const viewer = await teamMember(t, a, 'viewer');
    const admin = await teamMember(t, a, 'admin');
    expect((await as(t, viewer)('GET', '/merchant/settings')).status).toBe(200);
    const refused = await as(t, viewer)('POST', '/merchant/settings', { timezone: 'UTC' });
    expect([refused.status, refused.body.code]).toEqual([403, 40301]);
    const changed = await as(t, admin)('POST', '/merchant/settings', { timezone: 'Etc/UTC' });
    expect(changed.status, changed.res.body).toBe(200);
    expect((await as(t, a)('GET', '/merchant/settings')).body.data.timezone).toBe(changed.body.data.timezone);
  });
});
