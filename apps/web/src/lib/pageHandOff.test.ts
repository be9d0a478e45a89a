import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentNavigation, openPage, takeHandOff } from './pageHandOff';

describe('what a page hands the page it opens as a document', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('is read once, by the path it was handed to (its query aside)', () => {
    const open = vi.spyOn(documentNavigation, 'open').mockImplementation(() => undefined);
    openPage('/login?redirect=%2Fmoney', { handOff: { email: 'a@b.io', notice: 'ok' } });
    expect(open).toHaveBeenCalledWith('/login?redirect=%2Fmoney', false);
    expect(takeHandOff('/register')).toBeUndefined();
    // another page's read drops it: a hand-off is for the next document only
    expect(takeHandOff('/login')).toBeUndefined();
    openPage('/index', { replace: true, handOff: { notice: 'welcome' } });
    expect(open).toHaveBeenLastCalledWith('/index', true);
    expect(takeHandOff('/index')).toEqual({ email: undefined, notice: 'welcome' });
    expect(takeHandOff('/index')).toBeUndefined();
  });

  it('ignores what is not its own: malformed or mistyped values', () => {
    sessionStorage.setItem('mc.handOff', '{not json');
    expect(takeHandOff('/login')).toBeUndefined();
    sessionStorage.setItem('mc.handOff', JSON.stringify({ path: '/login', email: 42, notice: '' }));
    expect(takeHandOff('/login')).toEqual({ email: undefined, notice: undefined });
  });

  it('opens the page without one when storage is refused', () => {
    const open = vi.spyOn(documentNavigation, 'open').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    openPage('/login', { handOff: { email: 'a@b.io' } });
    expect(open).toHaveBeenCalledWith('/login', false);
  });
});
