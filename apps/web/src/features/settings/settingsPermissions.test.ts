import { describe, expect, it } from 'vitest';
import { canWith } from '../../lib/permissions';
import { settingsTabs, tabFromHash, tabPermission } from './tabs';

const shownFor = (granted: Parameters<typeof canWith>[0]) =>
  settingsTabs.filter((key) => canWith(granted)(tabPermission[key]));

describe('the settings tabs follow the permissions', () => {
  it('a role with its own account only: no bank accounts, payees or API keys', () => {
    expect(shownFor(['account.own'])).toEqual([
      'profile',
      'password',
      'authenticator',
      'payment-password',
      'sessions',
      'activity',
    ]);
  });

  it('bank accounts and payees with settings.read; API keys only with api_keys.manage', () => {
    expect(shownFor(['account.own', 'settings.read'])).toContain('bank-accounts');
    expect(shownFor(['account.own', 'settings.read'])).toContain('payees');
    expect(shownFor(['account.own', 'settings.read'])).not.toContain('api-keys');
    expect(shownFor(['account.own', 'api_keys.manage'])).toContain('api-keys');
  });

  it('webhooks only with webhooks.manage, right after API keys', () => {
    expect(shownFor(['account.own', 'api_keys.manage'])).not.toContain('webhooks');
    const developer = shownFor(['account.own', 'api_keys.manage', 'webhooks.manage']);
    expect(developer.indexOf('webhooks')).toBe(developer.indexOf('api-keys') + 1);
  });

  it('a hash naming a tab the role lacks opens the profile', () => {
    expect(tabFromHash('#api-keys', shownFor(['account.own']))).toBe('profile');
    expect(tabFromHash('#api-keys', shownFor(['account.own', 'api_keys.manage']))).toBe('api-keys');
  });
});
