import { describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { loggedInMerchant } from '../../testing/scenarios';
import { as, eventKinds } from '../../testing/settings';

const t = appPerFile();
const [a, b] = twoMerchantsPerFile(t);

const valid = (extra: Record<string, unknown> = {}) => ({
  account_name: 'Blue Harbor Trading Ltd',
  bank_name: 'HSBC Hong Kong',
  account_number: '0123 4567 8901',
  swift_code: 'hsbchkhhxxx',
  city: 'Hong Kong',
  province: '',
  postcode: '',
  country: 'HK',
  currency: 'USD',
  account_type: 'company',
  ...extra,
});

const count = async (merchantId: string) =>
  Number(
    (
      await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM bank_accounts WHERE merchant_id = $1', [
        merchantId,
      ])
    )[0]!.n,
  );

async function fresh() {
  return loggedInMerchant(t);
}

describe('validation: 422 naming the field, nothing saved', () => {
  it('SWIFT/BIC: 8 or 11 characters, bank letters, a real country, location and branch', async () => {
    const m = await fresh();
    const call = as(t, m);
    for (const swift_code of [
      'HSBCHK',
      'HSBCHKHHX',
      'HSBCHKHHXX',
      '1SBCHKHHXXX',
      'HSBCZZHHXXX',
      'HSBC-HKHH',
      '',
    ]) {
      const res = await call('POST', '/merchant/bank-accounts', valid({ swift_code }));
      expect(res.status, swift_code).toBe(422);
      expect(res.body.errors, swift_code).toEqual([
        {
          field: 'swift_code',
          message: 'Not a valid SWIFT/BIC (8 or 11 characters, e.g. HSBCHKHHXXX)',
        },
      ]);
    }
    for (const swift_code of ['DEUTDEFF', 'DEUTDEFF500', 'bkchcnbj']) {
      const res = await call(
        'POST',
        '/merchant/bank-accounts',
        valid({ swift_code, account_number: swift_code }),
      );
      expect(res.status, swift_code).toBe(200);
    }
    expect(await count(m.merchantId)).toBe(3);
  });

  it('postcodes follow the country: US, GB, CN, SG, DE, none in HK, anything sensible elsewhere', async () => {
    const m = await fresh();
    const call = as(t, m);
    const cases: [string, string, number, string?][] = [
      ['US', '94105', 200],
      ['US', '94105-1234', 200],
      ['US', '9410', 422, 'Not a valid postcode for the chosen country'],
      ['US', '', 422, 'This field is required'],
      ['GB', 'sw1a 1aa', 200],
      ['GB', 'EC1A1BB', 200],
      ['GB', '12345', 422, 'Not a valid postcode for the chosen country'],
      ['CN', '200000', 200],
      ['CN', '20000', 422, 'Not a valid postcode for the chosen country'],
      ['SG', '018956', 200],
      ['SG', '18956', 422, 'Not a valid postcode for the chosen country'],
      ['DE', '10115', 200],
      ['DE', '101150', 422, 'Not a valid postcode for the chosen country'],
      ['HK', '', 200],
      ['HK', '999077', 422, 'This country has no postcodes, leave it empty'],
      ['BR', '01310-100', 200],
      ['BR', '', 200],
      ['BR', '#$%', 422, 'Not a valid postcode for the chosen country'],
    ];
    let n = 0;
    for (const [country, postcode, status, message] of cases) {
      const res = await call(
        'POST',
        '/merchant/bank-accounts',
        valid({ country, postcode, account_number: `ACC${String(++n).padStart(4, '0')}` }),
      );
      expect(res.status, `${country} ${postcode}`).toBe(status);
      if (message) expect(res.body.errors).toEqual([{ field: 'postcode', message }]);
      else expect(res.body.data.postcode).toBe(postcode.toUpperCase());
    }
  });

  it('every other field: required, types, sizes, markup, unknown fields, currency from data', async () => {
    const m = await fresh();
    const call = as(t, m);
    const empty = await call('POST', '/merchant/bank-accounts', {});
    expect(empty.body.errors?.map((e) => e.field)).toEqual([
      'account_name',
      'bank_name',
      'account_number',
      'swift_code',
      'city',
      'country',
      'currency',
      'account_type',
    ]);
    const bad = await call('POST', '/merchant/bank-accounts', {
      ...valid(),
      account_name: 'x'.repeat(129),
      bank_name: '<script>',
      account_number: '12',
      city: 42,
      country: 'ZZ',
      account_type: 'joint',
      is_default: 'yes',
      iban: 'extra',
    });
    expect(Object.fromEntries(bad.body.errors!.map((e) => [e.field, e.message]))).toEqual({
      account_name: 'Must be at most 128 characters',
      bank_name: 'Contains characters that are not allowed',
      account_number: 'The account number is 4-34 letters or digits',
      city: 'This value has the wrong type',
      country: 'Choose a country or region',
      account_type: 'Choose personal or company',
      is_default: 'This value has the wrong type',
      iban: 'Unknown field',
    });
    for (const currency of ['JPY', 'USDT', 'usd', '']) {
      const res = await call('POST', '/merchant/bank-accounts', valid({ currency }));
      expect(res.body.errors, currency).toEqual([{ field: 'currency', message: 'Choose a currency' }]);
    }
    const malformed = await t.call({
      method: 'POST',
      url: '/api/merchant/bank-accounts',
      headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      payload: '{"account_name": ',
    });
    expect(malformed.status).toBe(400);
    expect(await count(m.merchantId)).toBe(0);
    const currencies = await call('GET', '/merchant/currencies');
    expect(currencies.body.data.items).toContainEqual({ code: 'USD', name: 'US Dollar', decimals: 2 });
    expect(currencies.body.data.items.map((c: { code: string }) => c.code)).not.toContain('USDT');
  });
});

describe('default account, editing, deleting, listing', () => {
  it('the first becomes the default; a new default takes the flag; deleting it promotes the newest', async () => {
    const m = await fresh();
    const call = as(t, m);
    const first = await call(
      'POST',
      '/merchant/bank-accounts',
      valid({ account_number: 'GB29NWBK60161331926819' }),
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      is_default: true,
      account_number: 'GB29NWBK60161331926819',
      account_number_masked: '**** 6819',
      swift_code: 'HSBCHKHHXXX',
    });
    t.clock.advance(1000);
    const second = await call('POST', '/merchant/bank-accounts', valid({ account_number: '11112222' }));
    expect(second.body.data.is_default).toBe(false);
    t.clock.advance(1000);
    const third = await call(
      'POST',
      '/merchant/bank-accounts',
      valid({ account_number: '33334444', is_default: true }),
    );
    expect(third.body.data.is_default).toBe(true);

    const list = await call('GET', '/merchant/bank-accounts');
    expect(list.body.data.items.map((x: { id: string }) => x.id)).toEqual([
      third.body.data.id,
      second.body.data.id,
      first.body.data.id,
    ]);
    expect(list.body.data.items.filter((x: { is_default: boolean }) => x.is_default)).toHaveLength(1);
    expect(JSON.stringify(list.body.data)).not.toContain('GB29NWBK60161331926819');
    expect(list.body.data.items[0]).not.toHaveProperty('account_number');

    const made = await call('POST', `/merchant/bank-accounts/${first.body.data.id}/default`);
    expect(made.body.data.is_default).toBe(true);
    expect((await call('GET', `/merchant/bank-accounts/${third.body.data.id}`)).body.data.is_default).toBe(
      false,
    );

    const unset = await call(
      'POST',
      `/merchant/bank-accounts/${first.body.data.id}`,
      valid({ is_default: false }),
    );
    expect(unset.body.errors).toEqual([
      {
        field: 'is_default',
        message: 'One account must stay the default: make another one the default instead',
      },
    ]);

    const removed = await call('POST', `/merchant/bank-accounts/${first.body.data.id}/delete`);
    expect(removed.status).toBe(200);
    const after = await call('GET', '/merchant/bank-accounts');
    expect(
      after.body.data.items.map((x: { id: string; is_default: boolean }) => [x.id, x.is_default]),
    ).toEqual([
      [third.body.data.id, true],
      [second.body.data.id, false],
    ]);
    expect((await call('GET', `/merchant/bank-accounts/${first.body.data.id}`)).status).toBe(404);
    const kinds = await eventKinds(t, m);
    expect(kinds.slice(0, 6)).toEqual([
      'bank_account_deleted',
      'bank_account_updated',
      'bank_account_added',
      'bank_account_added',
      'bank_account_added',
      'login',
    ]);
  });

  it('edits every field; the same account twice is refused; pages by cursor', async () => {
    const m = await fresh();
    const call = as(t, m);
    const made = await call('POST', '/merchant/bank-accounts', valid());
    const id = made.body.data.id;
    const everyField = {
      account_name: 'Jane Doe',
      bank_name: 'Deutsche Bank',
      account_number: 'DE89370400440532013000',
      swift_code: 'DEUTDEFF',
      city: 'Berlin',
      province: 'Berlin',
      postcode: '10115',
      country: 'DE',
      account_type: 'personal',
      is_default: true,
    };
    const edited = await call('POST', `/merchant/bank-accounts/${id}`, valid(everyField));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ ...everyField, account_number_masked: '**** 3000' });
    const dup = await call(
      'POST',
      '/merchant/bank-accounts',
      valid({
        account_number: 'de89 3704 0044 0532 0130 00',
        swift_code: 'DEUTDEFF',
        country: 'DE',
        postcode: '10115',
      }),
    );
    expectFieldError(dup, 'account_number', 'This bank account is already saved');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await call('POST', '/merchant/bank-accounts', valid({ account_number: `PAGE000${i}` }));
    }
    const p1 = await call('GET', '/merchant/bank-accounts?limit=2');
    expect(p1.body.data.has_more).toBe(true);
    const p2 = await call('GET', `/merchant/bank-accounts?limit=2&cursor=${p1.body.data.next_cursor}`);
    expect(p2.body.data.has_more).toBe(false);
    const ids = [...p1.body.data.items, ...p2.body.data.items].map((x: { id: string }) => x.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids[0]).toBe(id);
    expect((await call('GET', '/merchant/bank-accounts?cursor=garbage')).status).toBe(422);
    expect((await call('GET', '/merchant/bank-accounts?limit=101')).status).toBe(422);
  });

  it("never shows or touches another merchant's account: 404, nothing changed", async () => {
    const made = await as(t, a)('POST', '/merchant/bank-accounts', valid());
    const id = made.body.data.id;
    const other = as(t, b);
    expect((await other('GET', `/merchant/bank-accounts/${id}`)).status).toBe(404);
    expect(
      (await other('POST', `/merchant/bank-accounts/${id}`, valid({ account_name: 'Mallory' }))).status,
    ).toBe(404);
    expect((await other('POST', `/merchant/bank-accounts/${id}/default`)).status).toBe(404);
    expect((await other('POST', `/merchant/bank-accounts/${id}/delete`)).status).toBe(404);
    expect((await other('GET', '/merchant/bank-accounts')).body.data.items).toEqual([]);
    expect((await other('GET', '/merchant/bank-accounts/not-a-uuid')).status).toBe(422);
    const mine = await as(t, a)('GET', `/merchant/bank-accounts/${id}`);
    expect(mine.body.data).toMatchObject({ account_name: 'Blue Harbor Trading Ltd', is_default: true });
    expect((await t.call({ method: 'GET', url: '/api/merchant/bank-accounts' })).status).toBe(401);
  });
});
