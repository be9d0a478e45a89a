import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../app/useRouteTitle';
import { BrandMark, BrandName } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { usePreferences } from './preferences';
import { UserMenu } from './UserMenu';

/** SHELL-1: logo to /index, collapse toggle, page title, language and user dropdowns. */
export function Header() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const collapsed = usePreferences((s) => s.asideCollapse);
  const setCollapsed = usePreferences((s) => s.setAsideCollapse);

  return (
    <Layout.Header className="mc-header">
      <Link to="/index" className="mc-logo" aria-label={t('header.home')} data-testid="header-logo">
        <BrandMark size={30} />
        <span className="mc-logo-name">
          <BrandName />
        </span>
      </Link>
      <Button
        type="text"
        aria-label={collapsed ? t('header.expand') : t('header.collapse')}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={() => setCollapsed(!collapsed)}
      />
      <Typography.Title level={5} className="mc-page-title" data-testid="page-title">
        {title}
      </Typography.Title>
      <div className="mc-header-actions">
        <LanguageSwitch />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
