import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('keeps the query string of the request', () => {
    expect(redirectTarget('/receive/account', 'http://localhost:8080/receive?status=paid&page=2')).toBe(
      '/receive/account?status=paid&page=2',
    );
  });

  it('is the bare target without a query', () => {
    expect(redirectTarget('/withdraw/account', 'http://localhost:8080/withdraw')).toBe('/withdraw/account');
  });
});
