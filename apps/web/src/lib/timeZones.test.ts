import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, localDate } from './timeZones';

describe('time zones', () => {
  afterEach(() => vi.restoreAllMocks());

  it("proposes the browser's zone at registration, else Asia/Shanghai in Chinese and the server's default in English", () => {
    expect(browserTimeZone('en')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: '',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone('cn')).toBe('Asia/Shanghai');
    expect(browserTimeZone('en')).toBeUndefined();
  });

  it('reads the local date of an instant in a zone; a zone the browser lacks reads as UTC', () => {
    const at = new Date('2026-03-31T20:00:00Z');
    expect(localDate(at, 'Asia/Shanghai')).toBe('2026-04-01');
    expect(localDate(at, 'UTC')).toBe('2026-03-31');
    expect(localDate(at, 'Mars/Olympus')).toBe('2026-03-31');
  });
});
