import { Dropdown } from 'antd';
import { type MouseEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { TabItem } from './TabItem';
import { type TabCommand, tabCommands } from './tabMenu';
import { useTabsStore } from './tabsStore';
import { type TabActions, useTabActions } from './useTabActions';

function runCommand(actions: TabActions, command: TabCommand, fullPath: string) {
  if (command === 'refresh') actions.refresh(fullPath);
  else if (command === 'closeLeft') actions.closeLeft(fullPath);
  else if (command === 'closeRight') actions.closeRight(fullPath);
  else if (command === 'closeOthers') actions.closeOthers(fullPath);
  else actions.closeAll();
}

/** The tab under a right click, if any. */
function tabPathAt(event: MouseEvent): string | null {
  const target = event.target instanceof Element ? event.target.closest('[data-testid="tab"]') : null;
  return target?.getAttribute('data-path') ?? null;
}

/** SHELL-9..16: the opened pages as tabs, with one context menu (SHELL-12) for all of them. */
export function TabsBar() {
  const { t } = useTranslation();
  const tabs = useTabsStore((s) => s.tabs);
  const move = useTabsStore((s) => s.move);
  // the same functions across navigations: a tab switch re-renders only the two tabs it changes
  const actions = useTabActions();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const onSelect = useCallback((fullPath: string) => actions.select(fullPath), [actions]);
  const onClose = useCallback((fullPath: string) => actions.close(fullPath), [actions]);
  const menuTab = tabs.find((tab) => tab.fullPath === menuFor);
  const items = useMemo(
    () =>
      (menuTab ? tabCommands(menuTab) : []).map((key) => ({
        key,
        label: t(`shell.${key}`),
        'data-testid': `tab-menu-${key}`,
      })),
    [menuTab, t],
  );
  return (
    <Dropdown
      trigger={['contextMenu']}
      open={Boolean(menuTab)}
      onOpenChange={(open) => {
        if (!open) setMenuFor(null);
      }}
      menu={{
        items,
        onClick: ({ key }) => {
          setMenuFor(null);
          if (menuTab) runCommand(actions, key as TabCommand, menuTab.fullPath);
        },
      }}
    >
      <div
        className="mc-tabs"
        role="tablist"
        aria-label={t('shell.tabs')}
        data-testid="tabs"
        onContextMenu={(event) => {
          event.preventDefault();
          setMenuFor(tabPathAt(event));
        }}
      >
        {tabs.map((tab, index) => (
          <TabItem
            key={tab.fullPath}
            tab={tab}
            index={index}
            onSelect={onSelect}
            onClose={onClose}
            onDrop={move}
          />
        ))}
      </div>
    </Dropdown>
  );
}
