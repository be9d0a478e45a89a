/**
 * The grammar of an IP allow-list entry: one IPv4 or IPv6 address, or a CIDR range of either
 * (`203.0.113.7`, `10.0.0.0/8`, `2001:db8::/32`). Pure, so that the console checks a list as it is
 * typed with the server's own rule; the server matches addresses with `node:net`'s BlockList.
 */

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const HEXTET = /^[0-9A-Fa-f]{1,4}$/;
const PREFIX = /^(0|[1-9]\d{0,2})$/;

export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** RFC 4291 text forms: eight groups, or fewer around one `::`, optionally ending in dotted IPv4. */
export function isIpv6(value: string): boolean {
  if (!/^[0-9A-Fa-f:.]{2,45}$/.test(value)) return false;
  let body = value;
  if (value.includes('.')) {
    const last = value.lastIndexOf(':');
    if (last < 0 || !isIpv4(value.slice(last + 1))) return false;
    // the dotted tail counts as two groups
    body = `${value.slice(0, last + 1)}0:0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (![...head, ...tail].every((g) => HEXTET.test(g))) return false;
  const count = head.length + tail.length;
  return halves.length === 2 ? count < 8 : count === 8;
}

/** The family of an allow-list entry, or null when it is not one. */
export function ipEntryFamily(entry: string): 'ipv4' | 'ipv6' | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length) return null;
  const family = isIpv4(address) ? 'ipv4' : isIpv6(address) ? 'ipv6' : null;
  if (!family || prefix === undefined) return family;
  if (!PREFIX.test(prefix)) return null;
  return Number(prefix) <= (family === 'ipv4' ? 32 : 128) ? family : null;
}
