import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TabItem } from './TabItem';
import type { TabCommand } from './tabMenu';
import { useTabsStore } from './tabsStore';
import { type TabActions, useTabActions } from './useTabActions';

function runCommand(actions: TabActions, command: TabCommand, fullPath: string) {
  if (command === 'refresh') actions.refresh(fullPath);
  else if (command === 'closeLeft') actions.closeLeft(fullPath);
  else if (command === 'closeRight') actions.closeRight(fullPath);
  else if (command === 'closeOthers') actions.closeOthers(fullPath);
  else actions.closeAll();
}

/** SHELL-9..16: the opened pages as tabs. */
export function TabsBar() {
  const { t } = useTranslation();
  const tabs = useTabsStore((s) => s.tabs);
  const move = useTabsStore((s) => s.move);
  const actions = useTabActions();
  // the handlers stay the same functions across navigations, so only the tabs whose state changed re-render
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const onSelect = useCallback((fullPath: string) => latest.current.select(fullPath), []);
  const onClose = useCallback((fullPath: string) => latest.current.close(fullPath), []);
  const onCommand = useCallback(
    (command: TabCommand, fullPath: string) => runCommand(latest.current, command, fullPath),
    [],
  );
  return (
    <div className="mc-tabs" role="tablist" aria-label={t('shell.tabs')} data-testid="tabs">
      {tabs.map((tab, index) => (
        <TabItem
          key={tab.fullPath}
          tab={tab}
          index={index}
          active={tab.fullPath === actions.current}
          onSelect={onSelect}
          onClose={onClose}
          onCommand={onCommand}
          onDrop={move}
        />
      ))}
    </div>
  );
}
