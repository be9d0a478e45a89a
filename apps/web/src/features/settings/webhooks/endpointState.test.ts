import { describe, expect, it } from 'vitest';
import { endpointState, previousSecretUntil } from './endpointState';

const since = '2026-11-20T08:00:00.000Z';

describe('endpointState', () => {
  it('is enabled while deliveries succeed', () => {
    expect(endpointState({ enabled: true, disabled_reason: null, failing_since: null })).toEqual({
      state: 'enabled',
      since: null,
    });
  });
  it('is failing, with its start, while enabled deliveries fail', () => {
    expect(endpointState({ enabled: true, disabled_reason: null, failing_since: since })).toEqual({
      state: 'failing',
      since,
    });
  });
  it('tells a platform disabling after failures from a user turning it off', () => {
    expect(endpointState({ enabled: false, disabled_reason: 'failing', failing_since: since })).toEqual({
      state: 'disabledFailing',
      since,
    });
    expect(endpointState({ enabled: false, disabled_reason: 'manual', failing_since: since })).toEqual({
      state: 'disabled',
      since: null,
    });
  });
});

describe('previousSecretUntil', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('names the end while the old secret still signs', () => {
    expect(previousSecretUntil({ previous_secret_expires_at: '2026-11-27T00:00:00.000Z' }, now)).toBe(
      '2026-11-27T00:00:00.000Z',
    );
  });
  it('is null without a rotation or once it has ended', () => {
    expect(previousSecretUntil({ previous_secret_expires_at: null }, now)).toBeNull();
    expect(previousSecretUntil({ previous_secret_expires_at: '2026-11-26T11:00:00.000Z' }, now)).toBeNull();
  });
});
