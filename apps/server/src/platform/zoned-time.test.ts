import { describe, expect, it } from 'vitest';
import { dayStartIn, localDateOf, localTimeOf, monthBoundsIn } from './zoned-time';

describe('days and months in a time zone', () => {
  it('a month of Asia/Shanghai starts eight hours before the UTC one', () => {
    expect(monthBoundsIn('2026-04', 'Asia/Shanghai')).toEqual({
      start: new Date('2026-03-31T16:00:00Z'),
      end: new Date('2026-04-30T16:00:00Z'),
    });
    expect(monthBoundsIn('2026-12', 'UTC').end).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('follows clock changes: New York is UTC-5 in March before the change, UTC-4 in April', () => {
    expect(monthBoundsIn('2026-03', 'America/New_York')).toEqual({
      start: new Date('2026-03-01T05:00:00Z'),
      end: new Date('2026-04-01T04:00:00Z'),
    });
    expect(dayStartIn('2026-03-08', 'America/New_York')).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(dayStartIn('2026-03-09', 'America/New_York')).toEqual(new Date('2026-03-09T04:00:00Z'));
  });

  it('reads an instant on the local wall clock', () => {
    const at = new Date('2026-03-31T20:00:00Z');
    expect(localDateOf(at, 'Asia/Shanghai')).toBe('2026-04-01');
    expect(localDateOf(at, 'UTC')).toBe('2026-03-31');
    expect(localTimeOf(at, 'Asia/Shanghai')).toBe('2026-04-01 04:00:00');
    expect(localTimeOf(new Date('2026-01-01T00:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-01-01 14:00:00');
  });
});
