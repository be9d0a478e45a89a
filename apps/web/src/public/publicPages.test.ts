import { describe, expect, it } from 'vitest';
import { publicPageOf, publicPages } from './publicPages';

describe('the public entry', () => {
  it('SHELL-37: draws /payment and /batch/transfer (a trailing slash too), and nothing else', async () => {
    expect(Object.keys(publicPages)).toEqual(['/payment', '/batch/transfer']);
    expect((await publicPageOf('/payment/')?.())?.titleKey).toBe('route.payment');
    expect((await publicPageOf('/batch/transfer')?.())?.idOf(new URLSearchParams('account=%20abc%20'))).toBe(
      'abc',
    );
    expect(publicPageOf('/login')).toBeUndefined();
    expect(publicPageOf('/constructor')).toBeUndefined();
  });
});
