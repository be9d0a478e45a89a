import { describe, expect, it } from 'vitest';
import { quoteLifetimeSeconds, spreadPercent } from './quoteClock';

describe('quote clock', () => {
  it('counts the lifetime on the server clock, whatever the browser clock says', () => {
    expect(
      quoteLifetimeSeconds({
        created_at: '2030-01-01T00:00:00.000Z',
        expires_at: '2030-01-01T00:00:30.000Z',
      }),
    ).toBe(30);
    expect(
      quoteLifetimeSeconds({
        created_at: '2030-01-01T00:00:00.500Z',
        expires_at: '2030-01-01T00:00:30.000Z',
      }),
    ).toBe(29);
  });

  it('treats a broken or past expiry as expired', () => {
    expect(quoteLifetimeSeconds({ created_at: 'x', expires_at: 'y' })).toBe(0);
    expect(
      quoteLifetimeSeconds({ created_at: '2030-01-01T00:00:30Z', expires_at: '2030-01-01T00:00:00Z' }),
    ).toBe(0);
  });

  it('shows the spread in percent', () => {
    expect(spreadPercent(30)).toBe('0.30%');
    expect(spreadPercent(125)).toBe('1.25%');
  });
});
