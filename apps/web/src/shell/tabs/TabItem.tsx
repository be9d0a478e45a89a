import { CloseOutlined } from '@ant-design/icons';
import { type DragEvent, memo } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { isHome, type Tab } from './tabModel';
import { useIsCurrentTab } from './useTabActions';

interface Props {
  tab: Tab;
  index: number;
  onSelect(fullPath: string): void;
  onClose(fullPath: string): void;
  onDrop(from: number, to: number): void;
}

const DRAG_TYPE = 'application/x-mc-tab';

/**
 * One tab: click selects, × closes, drag reorders (SHELL-9..13). The context menu belongs to the
 * tab bar, so a tab is a plain element and a tab switch re-renders only the two tabs it changes.
 */
export const TabItem = memo(function TabItem({ tab, index, onSelect, onClose, onDrop }: Props) {
  const active = useIsCurrentTab(tab.fullPath);
  const { t } = useTranslation();
  const home = isHome(tab);
  const title = t(tab.meta.title, tab.params);
  return (
    <div
      role="tab"
      tabIndex={0}
      aria-selected={active}
      className={active ? 'mc-tab is-active' : 'mc-tab'}
      data-testid="tab"
      data-path={tab.fullPath}
      draggable={!home}
      onClick={() => onSelect(tab.fullPath)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSelect(tab.fullPath);
      }}
      onDragStart={(event: DragEvent) => event.dataTransfer.setData(DRAG_TYPE, String(index))}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        const from = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (Number.isInteger(from)) onDrop(from, index);
      }}
    >
      <span className="mc-tab-title">{title}</span>
      {!home && (
        <button
          type="button"
          className="mc-tab-close"
          aria-label={`${t('shell.close')} ${title}`}
          data-testid="tab-close"
          onClick={(event) => {
            event.stopPropagation();
            onClose(tab.fullPath);
          }}
        >
          <CloseOutlined />
        </button>
      )}
    </div>
  );
});
