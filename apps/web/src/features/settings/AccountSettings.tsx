import { Card, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCan } from '../../lib/permissions';
import { useTranslation } from '../../lib/useTranslation';
import { ActivityTab } from './activity/ActivityTab';
import { ApiKeysTab } from './api-keys/ApiKeysTab';
import { AuthenticatorTab } from './authenticator/AuthenticatorTab';
import { BankAccountsTab } from './bank/BankAccountsTab';
import { PasswordTab } from './password/PasswordTab';
import { PayeesTab } from './payees/PayeesTab';
import { PaymentPasswordTab } from './payment/PaymentPasswordTab';
import { ProfileTab } from './profile/ProfileTab';
import { SessionsTab } from './sessions/SessionsTab';
import { WebhooksTab } from './webhooks/WebhooksTab';
import './settings.css';
import { type SettingsTab, settingsTabs, tabFromHash, tabPermission, tabTitleKey } from './tabs';

interface TabState {
  /** Recovery codes of a binding just made: shown until dismissed, kept across tab switches. */
  codes: string[] | null;
  setCodes: (codes: string[] | null) => void;
}

const CONTENT: Record<SettingsTab, (s: TabState) => ReactNode> = {
  profile: () => <ProfileTab />,
  password: () => <PasswordTab />,
  authenticator: (s) => <AuthenticatorTab codes={s.codes} onCodes={s.setCodes} />,
  'payment-password': () => <PaymentPasswordTab />,
  'bank-accounts': () => <BankAccountsTab />,
  payees: () => <PayeesTab />,
  'api-keys': () => <ApiKeysTab />,
  webhooks: () => <WebhooksTab />,
  sessions: () => <SessionsTab />,
  activity: () => <ActivityTab />,
};

/**
 * /account-info: the account's settings, one tab per concern (those the user's role permits); the
 * URL's hash keeps the open tab.
 */
export function AccountSettings() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const can = useCan();
  const shown = settingsTabs.filter((key) => can(tabPermission[key]));
  const active = tabFromHash(hash, shown);
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Card className="mc-settings" title={t('route.accountInfo')} data-testid="settings">
      <Tabs
        activeKey={active}
        onChange={(key) => navigate({ hash: key }, { replace: true })}
        items={shown.map((key) => ({
          key,
          label: <span data-testid={`settings-tab-${key}`}>{t(tabTitleKey[key])}</span>,
          children: CONTENT[key]({ codes, setCodes }),
        }))}
        destroyOnHidden
        tabBarGutter={28}
      />
    </Card>
  );
}
