import { BlockList } from 'node:net';
import { ipEntryFamily } from '@mc/contract';

/**
 * Whether a caller's address is in a key's allow-list (empty: any address). Entries were checked
 * against the contract's grammar when saved; IPv4-mapped IPv6 callers match IPv4 entries.
 */
export function ipAllowed(allow: readonly string[], ip: string): boolean {
  if (allow.length === 0) return true;
  const list = new BlockList();
  for (const entry of allow) {
    const family = ipEntryFamily(entry);
    if (!family) continue;
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  const family = ipEntryFamily(ip);
  if (!family || ip.includes('/')) return false;
  return list.check(ip, family);
}
