import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a webhook may be delivered to. Never: unspecified, link-local (cloud metadata at
 * 169.254.169.254), multicast, broadcast, IPv4-compatible IPv6 (`::a.b.c.d`), documentation and other reserved ranges. Loopback and
 * private ranges only when allowed (development: a receiver on this machine or the local network).
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged as the IPv4 address it maps.
 */

const always = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['169.254.0.0', 16],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  always.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  always.addSubnet(net, bits, 'ipv6');
}

const privateRanges = new BlockList();
for (const [net, bits] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateRanges.addSubnet(net, bits, 'ipv4');
}
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');

/** Why a webhook may not go to this IP address, or null when it may. */
export function addressRefusal(address: string, allowPrivate: boolean): 'forbidden' | 'private' | null {
  const family = isIP(address);
  if (family === 0) return 'forbidden';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // loopback (::1) first: the unspecified and IPv4-compatible range ::/96 holds it too
  if (privateRanges.check(address, type)) return allowPrivate ? null : 'private';
  return always.check(address, type) ? 'forbidden' : null;
}
