import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { Link } from 'react-router';
import { BrandMark, BrandName } from '../components/Brand';
import { useNarrowScreen } from '../lib/narrowScreen';
import { useTranslation } from '../lib/useTranslation';
import { useNarrowAside } from './aside/narrowAside';
import { ColorControl } from './header/ColorControl';
import { FullscreenButton } from './header/FullscreenButton';
import { LogBadge } from './header/LogBadge';
import { SizeControl } from './header/SizeControl';
import { ThemeControl } from './header/ThemeControl';
import { LanguageSwitch } from './LanguageSwitch';
import { useRouteTitle } from './pageTitle';
import { usePreferences } from './preferences';
import { SearchButton } from './search/SearchHost';
import { UserMenu } from './UserMenu';

/** The current page's title; the only part of the header that follows the location. */
function PageTitle() {
  const title = useRouteTitle();
  return (
    <Typography.Title level={5} className="mc-page-title" data-testid="page-title">
      {title}
    </Typography.Title>
  );
}

/** SHELL-1: logo to /index, page title, search, log badge, fullscreen, size, colour, theme, language, user. */
export function Header() {
  const { t } = useTranslation();
  const savedCollapse = usePreferences((s) => s.asideCollapse);
  const setCollapsed = usePreferences((s) => s.setAsideCollapse);
  // on a phone the toggle opens the menu over the page instead of folding it
  const narrow = useNarrowScreen();
  const narrowOpen = useNarrowAside((s) => s.open);
  const setNarrowOpen = useNarrowAside((s) => s.setOpen);
  const collapsed = narrow ? !narrowOpen : savedCollapse;
  const toggle = () => (narrow ? setNarrowOpen(!narrowOpen) : setCollapsed(!savedCollapse));

  return (
    <header className="mc-header" data-testid="header">
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
        onClick={toggle}
        data-testid="aside-toggle"
      />
      <PageTitle />
      <div className="mc-header-actions">
        <SearchButton />
        <LogBadge />
        {/* a phone has no room (nor much use) for these: they wait for a wider screen, not drawn */}
        {!narrow && (
          <span className="mc-header-wide">
            <FullscreenButton />
            <SizeControl />
            <ColorControl />
          </span>
        )}
        <ThemeControl />
        <LanguageSwitch />
        <UserMenu />
      </div>
    </header>
  );
}
