import { Layout, Menu, type MenuProps } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type MenuEntry, sideMenu } from '../app/menu';
import { usePreferences } from './preferences';

/** SHELL-2: side menu 260 px wide, 65 px collapsed. */
export const ASIDE_WIDTH = 260;
export const ASIDE_COLLAPSED_WIDTH = 65;

type Items = NonNullable<MenuProps['items']>;

function toItems(entries: MenuEntry[], t: (key: string) => string): Items {
  return entries.map((entry) => ({
    key: entry.path,
    icon: entry.icon ? createElement(entry.icon) : undefined,
    label: t(entry.titleKey),
    children: entry.children ? toItems(entry.children, t) : undefined,
  }));
}

export function Aside({ entries = sideMenu }: { entries?: MenuEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const collapsed = usePreferences((s) => s.asideCollapse);

  return (
    <Layout.Sider
      width={ASIDE_WIDTH}
      collapsedWidth={ASIDE_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      collapsible
      className="mc-aside"
      data-testid="aside"
    >
      {entries.length === 0 && !collapsed ? (
        <div className="mc-aside-empty">{t('menu.empty')}</div>
      ) : (
        <Menu
          mode="inline"
          selectedKeys={[pathname]}
          items={toItems(entries, t)}
          onClick={({ key }) => void navigate(key)}
          style={{ borderInlineEnd: 'none' }}
        />
      )}
    </Layout.Sider>
  );
}
