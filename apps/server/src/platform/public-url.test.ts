import { describe, expect, it } from 'vitest';
import { publicUrlOf } from './public-url';

describe('public URL', () => {
  it('is PUBLIC_URL when set, without a trailing slash, wherever the server listens', () => {
    const url = publicUrlOf({ PUBLIC_URL: 'https://pay.example.com/', PORT: 8080 });
    url.listening({ address: '127.0.0.1', family: 'IPv4', port: 18400 });
    expect(url.base()).toBe('https://pay.example.com');
  });

  it('follows the address the server listens on without PUBLIC_URL', () => {
    const url = publicUrlOf({ PUBLIC_URL: undefined, PORT: 18400 });
    expect(url.base()).toBe('http://localhost:18400');
    url.listening({ address: '0.0.0.0', family: 'IPv4', port: 18401 });
    expect(url.base()).toBe('http://localhost:18401');
    url.listening({ address: '127.0.0.1', family: 'IPv4', port: 18402 });
    expect(url.base()).toBe('http://127.0.0.1:18402');
    url.listening({ address: '::1', family: 'IPv6', port: 18403 });
    expect(url.base()).toBe('http://[::1]:18403');
  });
});
