import type { Permission } from '@mc/contract';

/** The tabs of /account-info, in order; the URL's hash names the open one (`/account-info#payees`). */
export const settingsTabs = [
  'profile',
  'password',
  'authenticator',
  'payment-password',
  'bank-accounts',
  'payees',
  'api-keys',
  'webhooks',
  'sessions',
  'activity',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** What a tab needs beyond one's own account (`account.own`, which every role holds). */
export const tabPermission: Partial<Record<SettingsTab, Permission>> = {
  'bank-accounts': 'settings.read',
  payees: 'settings.read',
  'api-keys': 'api_keys.manage',
  webhooks: 'webhooks.manage',
};

/** The open tab: the one the hash names when it is among `shown`, else the profile. */
export function tabFromHash(hash: string, shown: readonly SettingsTab[] = settingsTabs): SettingsTab {
  const key = hash.replace(/^#/, '');
  return (shown as readonly string[]).includes(key) ? (key as SettingsTab) : 'profile';
}

/** i18n keys of the tab titles. */
export const tabTitleKey: Record<SettingsTab, string> = {
  profile: 'settings.tabs.profile',
  password: 'settings.tabs.password',
  authenticator: 'settings.tabs.authenticator',
  'payment-password': 'settings.tabs.paymentPassword',
  'bank-accounts': 'settings.tabs.bankAccounts',
  payees: 'settings.tabs.payees',
  'api-keys': 'settings.tabs.apiKeys',
  webhooks: 'settings.tabs.webhooks',
  sessions: 'settings.tabs.sessions',
  activity: 'settings.tabs.activity',
};
