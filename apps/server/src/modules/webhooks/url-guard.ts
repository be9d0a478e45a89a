import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressRefusal } from './address-guard';

/** What a webhook URL may be: the settings of webhooks.ts. */
export interface UrlRules {
  /** http as well as https (development only). */
  allowHttp: boolean;
  /** Loopback and private addresses (development only). */
  allowPrivate: boolean;
}

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/** A URL that may be called: where to connect (every address the name had, each checked). */
export interface AllowedTarget {
  url: URL;
  host: string;
  address: string;
  family: 4 | 6;
}

export type UrlRefusal =
  | { reason: 'webhook_url_invalid' }
  | { reason: 'webhook_url_not_https' }
  | { reason: 'webhook_url_unresolvable' }
  | { reason: 'webhook_url_forbidden'; address: string };

/**
 * Checks a webhook URL and resolves its host: https only (unless allowed), and every address the
 * name resolves to must be allowed (`address-guard.ts`). The caller connects to the answered address
 * itself, so that the name cannot be rebound to another address between this check and the call.
 */
export async function checkWebhookUrl(
  text: string,
  rules: UrlRules,
  resolve: Resolve = systemResolve,
): Promise<AllowedTarget | UrlRefusal> {
  if (!URL.canParse(text)) return { reason: 'webhook_url_invalid' };
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(rules.allowHttp && url.protocol === 'http:')) {
    return { reason: url.protocol === 'http:' ? 'webhook_url_not_https' : 'webhook_url_invalid' };
  }
  if (url.username || url.password) return { reason: 'webhook_url_invalid' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      return { reason: 'webhook_url_unresolvable' };
    }
  }
  if (addresses.length === 0) return { reason: 'webhook_url_unresolvable' };
  for (const a of addresses) {
    if (addressRefusal(a.address, rules.allowPrivate)) {
      return { reason: 'webhook_url_forbidden', address: a.address };
    }
  }
  const first = addresses[0]!;
  return { url, host, address: first.address, family: first.family === 6 ? 6 : 4 };
}

export const isRefusal = (r: AllowedTarget | UrlRefusal): r is UrlRefusal => 'reason' in r;
