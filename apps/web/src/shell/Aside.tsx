import { ConfigProvider, Layout, Menu, type MenuProps } from 'antd';
import { createElement, memo, startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useNarrowScreen } from '../lib/narrowScreen';
import type { MenuEntry } from '../lib/routing/menu';
import { useTranslation } from '../lib/useTranslation';
import { AsideSwitches } from './aside/AsideSwitches';
import { menuTokens } from './aside/menuTokens';
import { useNarrowAside } from './aside/narrowAside';
import { useMenuClick } from './aside/useMenuClick';
import { useMenuOpen } from './aside/useMenuOpen';
import { menuIcons } from './menuIcons';
import { usePreferences } from './preferences';
import { themeByName } from './theme/themes';
import { useSideMenu } from './useSideMenu';

/** SHELL-2: side menu 260 px wide, 65 px collapsed. */
export const ASIDE_WIDTH = 260;
export const ASIDE_COLLAPSED_WIDTH = 65;

type Items = NonNullable<MenuProps['items']>;

function toItems(entries: MenuEntry[], t: (key: string, params?: Record<string, string>) => string): Items {
  return entries.map((entry) => ({
    key: entry.path,
    icon: entry.icon ? createElement(menuIcons[entry.icon]) : undefined,
    label: <span data-testid={`menu-${entry.path}`}>{t(entry.titleKey, entry.titleParams)}</span>,
    children: entry.children ? toItems(entry.children, t) : undefined,
  }));
}

interface AsideMenuProps {
  entries: MenuEntry[];
  pathname: string;
  collapsed: boolean;
  themeName: string;
}

/** The menu only re-renders when the selected page, the theme or the collapse state change. */
const AsideMenu = memo(function AsideMenu({ entries, pathname, collapsed, themeName }: AsideMenuProps) {
  const { t } = useTranslation();
  const open = useMenuOpen(entries, pathname);
  const onClick = useMenuClick();
  const items = useMemo(() => toItems(entries, t), [entries, t]);
  const tokens = useMemo(() => menuTokens(themeByName(themeName)), [themeName]);
  return (
    <ConfigProvider theme={tokens}>
      <Menu
        mode="inline"
        selectedKeys={[pathname]}
        openKeys={collapsed ? undefined : open.openKeys}
        onOpenChange={open.onOpenChange}
        // titles are visible when the menu is open; tooltips only help the collapsed menu
        tooltip={collapsed ? undefined : false}
        items={items}
        onClick={({ key }) => onClick(key)}
        style={{ borderInlineEnd: 'none' }}
      />
    </ConfigProvider>
  );
});

/**
 * A value that follows `value` once the browser has painted the current frame, in a render that
 * yields to the next frames: what the user asked for (the page) is shown first.
 */
function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(value)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return shown;
}

/** The highlight follows a navigation in a render of its own, after the page has been painted. */
function LocatedMenu(props: Omit<AsideMenuProps, 'pathname'>) {
  const pathname = useAfterPaint(useLocation().pathname);
  return <AsideMenu {...props} pathname={pathname} />;
}

/**
 * Whether the menu is drawn: a phone's closed menu is not displayed (layout.css), so it is drawn when
 * first opened rather than with the page (the phone's first screen has less to build), then kept.
 */
function useDrawnOnce(shown: boolean): boolean {
  const [drawn, setDrawn] = useState(shown);
  if (shown && !drawn) setDrawn(true);
  return drawn || shown;
}

export function Aside() {
  const { t } = useTranslation();
  const entries = useSideMenu();
  const savedCollapse = usePreferences((s) => s.asideCollapse);
  const transition = usePreferences((s) => s.asideTransition);
  const themeName = usePreferences((s) => s.theme);
  // on a phone the menu opens over the page, whole, and closes when a page is chosen
  const narrow = useNarrowScreen();
  const narrowOpen = useNarrowAside((s) => s.open);
  const setNarrowOpen = useNarrowAside((s) => s.setOpen);
  const collapsed = narrow ? false : savedCollapse;
  const drawn = useDrawnOnce(!narrow || narrowOpen);
  const classes = ['mc-aside', transition ? '' : 'mc-no-transition', narrow ? 'mc-aside-narrow' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {narrow && narrowOpen && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only closes the menu; the header toggle is the keyboard way
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above
        <div
          className="mc-aside-backdrop"
          onClick={() => setNarrowOpen(false)}
          data-testid="aside-backdrop"
        />
      )}
      <Layout.Sider
        width={ASIDE_WIDTH}
        collapsedWidth={ASIDE_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        collapsible
        className={classes}
        data-testid="aside"
        data-collapsed={collapsed}
        data-open={narrow ? narrowOpen : undefined}
      >
        <div className="mc-aside-scroll">
          {!drawn ? null : entries.length === 0 && !collapsed ? (
            <div className="mc-aside-empty">{t('menu.empty')}</div>
          ) : (
            <LocatedMenu entries={entries} collapsed={collapsed} themeName={themeName} />
          )}
        </div>
        {drawn && !collapsed && <AsideSwitches />}
      </Layout.Sider>
    </>
  );
}
