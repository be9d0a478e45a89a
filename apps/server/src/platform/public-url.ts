import type { AddressInfo } from 'node:net';
import type { Config } from '../config';

/**
 * Where the product is reached: the base of every link it builds (the payer's payment page, links
 * in mails, batch collection pages). PUBLIC_URL when it is set; else the address the server
 * listens on, learnt when it starts listening (before that, localhost and the configured port).
 */
export interface PublicUrl {
  /** The base, without a trailing slash. */
  base(): string;
  /** Told by the server once it listens (a `PORT=0` server learns its port here). */
  listening(address: AddressInfo | string | null): void;
}

const ANY_HOST = new Set(['0.0.0.0', '::', '']);

/** The URL of a listening socket as a browser on this machine reaches it. */
export function listeningUrl(address: AddressInfo): string {
  const host = ANY_HOST.has(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): PublicUrl {
  const fixed = config.PUBLIC_URL?.replace(/\/+$/, '');
  let listeningAt = `http://localhost:${config.PORT}`;
  return {
    base: () => fixed ?? listeningAt,
    listening(address) {
      if (address && typeof address === 'object') listeningAt = listeningUrl(address);
    },
  };
}
