import { describe, expect, it } from 'vitest';
import { publicPageOf, publicPages } from './publicPages';

describe('the public entry', () => {
  it('SHELL-37: draws /payment, /batch/transfer, /login and /register (a trailing slash too), and nothing else', async () => {
    expect(Object.keys(publicPages)).toEqual(['/payment', '/batch/transfer', '/login', '/register']);
    expect((await publicPageOf('/payment/')?.())?.titleKey).toBe('route.payment');
    expect((await publicPageOf('/batch/transfer')?.())?.idOf(new URLSearchParams('account=%20abc%20'))).toBe(
      'abc',
    );
    expect((await publicPageOf('/login/')?.())?.titleKey).toBe('route.login');
    expect((await publicPageOf('/register')?.())?.idOf(new URLSearchParams('account=abc'))).toBe('');
    expect(publicPageOf('/index')).toBeUndefined();
    expect(publicPageOf('/constructor')).toBeUndefined();
  });
});
