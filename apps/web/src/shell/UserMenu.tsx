import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogoutConfirm } from '../features/auth/useLogoutConfirm';
import { useMerchantInfo } from '../features/auth/useMerchantInfo';
import { useRouterNav } from './navigation';

/** SHELL-1: the user dropdown shows the merchant name, with settings and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const nav = useRouterNav();
  const info = useMerchantInfo();
  const confirmLogout = useLogoutConfirm();
  const name = info?.merchant_name ?? '';

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'settings',
            icon: <SettingOutlined />,
            label: t('header.settings'),
            'data-testid': 'menu-settings',
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: t('header.logout'),
            danger: true,
            'data-testid': 'menu-logout',
          },
        ],
        onClick: ({ key }) => {
          if (key === 'settings') nav.push('/account-info');
          if (key === 'logout') confirmLogout();
        },
      }}
    >
      <Button type="text" data-testid="user-menu" aria-label={name} className="mc-user-button">
        <Avatar size={28} icon={<UserOutlined />} style={{ background: '#409EFF' }} />
        <span className="mc-user-name">{name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
