import { FontSizeOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import { useRouterNav } from '../navigation';
import { usePreferences } from '../preferences';
import { usePageCache } from '../tabs/pageCache';
import { isShellSize, SIZES } from '../theme/sizes';

/** SHELL-23: choosing a size re-applies it, clears the page cache and replaces the route with /refresh. */
export function SizeControl() {
  const { t } = useTranslation();
  const size = usePreferences((s) => s.size);
  const setSize = usePreferences((s) => s.setSize);
  const nav = useRouterNav();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: t(`size.${key}`), 'data-testid': `size-${key}` })),
        onClick: ({ key }) => {
          if (!isShellSize(key) || key === size) return;
          setSize(key);
          usePageCache.getState().clear();
          // read at the click, so that the control does not re-render on every navigation
          const { pathname, search } = window.location;
          nav.replace('/refresh', { state: { to: `${pathname}${search}` } });
        },
      }}
    >
      <Tooltip title={t('header.size')}>
        <Button
          type="text"
          icon={<FontSizeOutlined />}
          aria-label={t('header.size')}
          data-testid="size-control"
        />
      </Tooltip>
    </Dropdown>
  );
}
