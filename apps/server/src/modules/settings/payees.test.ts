import { describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { loggedInMerchant } from '../../testing/scenarios';
import { as, eventKinds } from '../../testing/settings';
import { canonicalAddress } from './address-check';

const t = appPerFile();
const [a, b] = twoMerchantsPerFile(t);

/** EIP-55's own examples: mixed case with a valid checksum, all capitals, all lower case. */
const EVM_CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const EVM_BAD_CHECKSUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
const EVM_UPPER = '0x52908400098527886E0F7030069857D2E4169EE7';
const EVM_LOWER = '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359';
/** Tether's TRC-20 contract address, and the same with its last character changed. */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_BAD_CHECKSUM = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';

const payees = async (merchantId: string) =>
  Number(
    (
      await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM payees WHERE merchant_id = $1', [merchantId])
    )[0]!.n,
  );

describe('address checks per network', () => {
  it('ERC20: 0x and 40 hex; mixed case needs a valid EIP-55 checksum; stored checksummed', () => {
    expect(canonicalAddress('evm', EVM_CHECKSUMMED)).toBe(EVM_CHECKSUMMED);
    expect(canonicalAddress('evm', EVM_LOWER)).toBe('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
    expect(canonicalAddress('evm', EVM_UPPER)).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(canonicalAddress('evm', EVM_BAD_CHECKSUM)).toBeNull();
    expect(canonicalAddress('evm', '0x123')).toBeNull();
  });

  it('TRC20: base58check with a valid checksum and the T prefix', () => {
    expect(canonicalAddress('tron', TRON)).toBe(TRON);
    expect(canonicalAddress('tron', TRON_BAD_CHECKSUM)).toBeNull();
    expect(canonicalAddress('tron', EVM_LOWER)).toBeNull();
  });
});

describe('payees through the API', () => {
  it('refuses bad input with the field named, saves nothing', async () => {
    const m = await loggedInMerchant(t);
    const call = as(t, m);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { name: 'x', network: 'ERC20', address: EVM_BAD_CHECKSUM },
        'address',
        'The address checksum does not match; check it for typos',
      ],
      [
        { name: 'x', network: 'TRC20', address: TRON_BAD_CHECKSUM },
        'address',
        'The address checksum does not match; check it for typos',
      ],
      [
        { name: 'x', network: 'TRC20', address: EVM_LOWER },
        'address',
        'Not a valid address for this network',
      ],
      [{ name: 'x', network: 'ERC20', address: TRON }, 'address', 'Not a valid address for this network'],
      [{ name: 'x', network: 'BTC', address: TRON }, 'network', 'Choose a network'],
      [{ name: 'x', network: 'TRC20', asset: 'DOGE', address: TRON }, 'asset', 'Choose an asset'],
      [{ name: '', network: 'TRC20', address: TRON }, 'name', 'This field is required'],
      [{ name: 'a'.repeat(65), network: 'TRC20', address: TRON }, 'name', 'Must be at most 64 characters'],
      [
        { name: '<b>x</b>', network: 'TRC20', address: TRON },
        'name',
        'Contains characters that are not allowed',
      ],
      [{ name: 'x', network: 'TRC20', address: 12 }, 'address', 'This value has the wrong type'],
      [{ name: 'x', network: 'TRC20', address: TRON, memo: 'hi' }, 'memo', 'Unknown field'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/merchant/payees', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors, JSON.stringify(body)).toEqual([{ field, message }]);
    }
    expect(await payees(m.merchantId)).toBe(0);
  });

  it('saves, lists newest first, edits and deletes; one address once per network', async () => {
    const m = await loggedInMerchant(t);
    const call = as(t, m);
    const supplier = { name: 'Supplier TRON', network: 'TRC20', asset: 'USDT', address: TRON };
    const tron = await call('POST', '/merchant/payees', supplier);
    expect(tron.status).toBe(200);
    expect(tron.body.data).toMatchObject(supplier);
    t.clock.advance(1000);
    const evm = await call('POST', '/merchant/payees', {
      name: 'Exchange',
      network: 'ERC20',
      address: EVM_LOWER,
    });
    expect(evm.body.data).toMatchObject({
      asset: null,
      address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    });

    const dup = await call('POST', '/merchant/payees', {
      name: 'Again',
      network: 'ERC20',
      address: EVM_LOWER.toUpperCase().replace('0X', '0x'),
    });
    expectFieldError(dup, 'address', 'This address is already saved for this network');

    const list = await call('GET', '/merchant/payees');
    expect(list.body.data.items.map((p: { name: string }) => p.name)).toEqual(['Exchange', 'Supplier TRON']);
    expect((await call('GET', '/merchant/payees?network=TRC20')).body.data.items).toHaveLength(1);
    const p1 = await call('GET', '/merchant/payees?limit=1');
    const p2 = await call('GET', `/merchant/payees?limit=1&cursor=${p1.body.data.next_cursor}`);
    expect([p1.body.data.has_more, p2.body.data.has_more]).toEqual([true, false]);
    expect(p2.body.data.items[0].name).toBe('Supplier TRON');

    const edited = await call('POST', `/merchant/payees/${evm.body.data.id}`, {
      name: 'Exchange hot wallet',
      network: 'ERC20',
      asset: 'USDC',
      address: EVM_CHECKSUMMED,
    });
    expect(edited.body.data).toMatchObject({
      name: 'Exchange hot wallet',
      asset: 'USDC',
      address: EVM_CHECKSUMMED,
    });
    const clash = await call('POST', `/merchant/payees/${evm.body.data.id}`, {
      name: 'Clash',
      network: 'TRC20',
      address: TRON,
    });
    expect(clash.body.errors?.[0]?.message).toBe('This address is already saved for this network');

    expect((await call('POST', `/merchant/payees/${tron.body.data.id}/delete`)).status).toBe(200);
    expect((await call('POST', `/merchant/payees/${tron.body.data.id}/delete`)).status).toBe(404);
    expect((await eventKinds(t, m)).slice(0, 4)).toEqual([
      'payee_deleted',
      'payee_updated',
      'payee_added',
      'payee_added',
    ]);
    expect(await payees(m.merchantId)).toBe(1);
  });

  it("never shows or touches another merchant's payee: 404", async () => {
    const made = await as(t, a)('POST', '/merchant/payees', {
      name: 'Mine',
      network: 'TRC20',
      address: TRON,
    });
    const id = made.body.data.id;
    const other = as(t, b);
    expect(
      (await other('POST', `/merchant/payees/${id}`, { name: 'Stolen', network: 'TRC20', address: TRON }))
        .status,
    ).toBe(404);
    expect((await other('POST', `/merchant/payees/${id}/delete`)).status).toBe(404);
    expect((await other('GET', '/merchant/payees')).body.data.items).toEqual([]);
    // another merchant may save the same address for itself
    expect(
      (await other('POST', '/merchant/payees', { name: 'Theirs', network: 'TRC20', address: TRON })).status,
    ).toBe(200);
    const mine = await as(t, a)('GET', '/merchant/payees');
    expect(mine.body.data.items.map((p: { name: string }) => p.name)).toEqual(['Mine']);
  });
});
