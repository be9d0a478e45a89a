import { useTranslation } from 'react-i18next';
import { TabItem } from './TabItem';
import type { TabCommand } from './tabMenu';
import { useTabsStore } from './tabsStore';
import { useTabActions } from './useTabActions';

/** SHELL-9..16: the opened pages as tabs. */
export function TabsBar() {
  const { t } = useTranslation();
  const tabs = useTabsStore((s) => s.tabs);
  const move = useTabsStore((s) => s.move);
  const actions = useTabActions();
  const run = (command: TabCommand, fullPath: string) => {
    if (command === 'refresh') actions.refresh(fullPath);
    else if (command === 'closeLeft') actions.closeLeft(fullPath);
    else if (command === 'closeRight') actions.closeRight(fullPath);
    else if (command === 'closeOthers') actions.closeOthers(fullPath);
    else actions.closeAll();
  };
  return (
    <div className="mc-tabs" role="tablist" aria-label={t('shell.tabs')} data-testid="tabs">
      {tabs.map((tab, index) => (
        <TabItem
          key={tab.fullPath}
          tab={tab}
          index={index}
          active={tab.fullPath === actions.current}
          onSelect={() => actions.select(tab.fullPath)}
          onClose={() => actions.close(tab.fullPath)}
          onCommand={(command) => run(command, tab.fullPath)}
          onDrop={move}
        />
      ))}
    </div>
  );
}
