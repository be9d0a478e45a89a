import { describe, expect, it } from 'vitest';
import { addressRefusal } from './address-guard';
import { checkWebhookUrl } from './url-guard';

const production = { allowHttp: false, allowPrivate: false };
const development = { allowHttp: true, allowPrivate: true };

describe('the addresses a webhook may go to', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
  ])('refuses %s outside development (loopback, private, unique-local, IPv4-mapped)', (ip) => {
    expect(addressRefusal(ip, false)).toBe('private');
    expect(addressRefusal(ip, true)).toBeNull();
  });

  it.each([
    '169.254.169.254',
    '169.254.0.1',
    'fe80::1',
    '0.0.0.0',
    '::',
    '::127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '224.0.0.1',
    '239.255.255.250',
    'ff02::1',
    '255.255.255.255',
    '192.0.2.1',
    '64:ff9b::a00:1',
  ])('refuses %s always (link-local, unspecified, multicast, reserved)', (ip) => {
    expect(addressRefusal(ip, false)).toBe('forbidden');
    expect(addressRefusal(ip, true)).toBe('forbidden');
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (ip) => {
      expect(addressRefusal(ip, false)).toBeNull();
    },
  );

  it('refuses what is not an address', () => {
    expect(addressRefusal('example.com', true)).toBe('forbidden');
  });
});

describe('checking a URL', () => {
  const resolveTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('takes https to a public address and names the address to connect to', async () => {
    const r = await checkWebhookUrl('https://hooks.example.com/in', production, resolveTo('93.184.216.34'));
    expect(r).toMatchObject({ host: 'hooks.example.com', address: '93.184.216.34', family: 4 });
  });

  it('refuses http outside development, and any other scheme always', async () => {
    expect(await checkWebhookUrl('http://93.184.216.34/in', production)).toEqual({
      reason: 'webhook_url_not_https',
    });
    expect(await checkWebhookUrl('ftp://93.184.216.34/in', development)).toEqual({
      reason: 'webhook_url_invalid',
    });
    expect(await checkWebhookUrl('http://93.184.216.34/in', development)).toMatchObject({
      address: '93.184.216.34',
    });
  });

  it.each([
    ['https://127.0.0.1/x', '127.0.0.1'],
    ['https://[::1]/x', '::1'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['https://10.0.0.1/x', '10.0.0.1'],
    ['https://[::ffff:127.0.0.1]/x', '::ffff:7f00:1'],
    ['https://2130706433/x', '127.0.0.1'],
    ['https://0x7f.1/x', '127.0.0.1'],
  ])('refuses %s', async (url, address) => {
    expect(await checkWebhookUrl(url, production)).toEqual({ reason: 'webhook_url_forbidden', address });
  });

  it('refuses a name resolving to loopback (localhost, through the system resolver)', async () => {
    expect(await checkWebhookUrl('https://localhost/x', production)).toMatchObject({
      reason: 'webhook_url_forbidden',
    });
  });

  it('refuses a name when any of its addresses is refused (a rebinding name answering two)', async () => {
    const r = await checkWebhookUrl(
      'https://rebind.example/x',
      production,
      resolveTo('93.184.216.34', '10.1.2.3'),
    );
    expect(r).toEqual({ reason: 'webhook_url_forbidden', address: '10.1.2.3' });
  });

  it('refuses a name that does not resolve', async () => {
    const r = await checkWebhookUrl('https://nowhere.invalid/x', production, async () => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    });
    expect(r).toEqual({ reason: 'webhook_url_unresolvable' });
  });
});
