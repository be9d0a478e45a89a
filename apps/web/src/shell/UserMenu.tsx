import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useMerchantInfo } from '../features/auth/useMerchantInfo';
import { roleLabel } from '../lib/permissionLabels';
import { useTranslation } from '../lib/useTranslation';
import { useRouterNav } from './navigation';
import { useLogoutConfirm } from './useLogoutConfirm';
import './userMenu.css';

/**
 * SHELL-1: the user dropdown shows who is logged in (their name, else their email), their role and
 * the merchant's name, with settings and logout.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const nav = useRouterNav();
  const info = useMerchantInfo();
  const confirmLogout = useLogoutConfirm();
  const merchant = info?.merchant_name ?? '';
  const user = info?.user_name || info?.email || '';
  const role = info?.role ? roleLabel(t, info.role) : '';
  // the role, and the merchant when the first line names the person: cut to the header's width, whole on hover
  const whoAndWhere = [role, user ? merchant : ''].filter(Boolean).join(' · ');
  const name = [user, role, merchant].filter(Boolean).join(' · ');

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
        <span className="mc-user-who">
          <span className="mc-user-name" data-testid="user-menu-name" title={user || merchant}>
            {user || merchant}
          </span>
          <span className="mc-user-role" data-testid="user-menu-role" title={whoAndWhere}>
            {whoAndWhere}
          </span>
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
