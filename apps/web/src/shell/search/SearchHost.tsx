import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { HeaderIconButton } from '../header/HeaderIconButton';
import { useSearchStore } from './searchStore';
import { useSearchHotkey } from './useSearchHotkey';

const SearchPanel = lazy(() => import('./SearchPanel'));

/** The header's search button; the panel itself loads on first use. */
export function SearchButton() {
  const { t } = useTranslation();
  const setOpen = useSearchStore((s) => s.setOpen);
  return (
    <HeaderIconButton
      icon={<SearchOutlined />}
      label={t('header.search')}
      testId="search-button"
      onClick={() => setOpen(true)}
    />
  );
}

/** SHELL-17: the hotkey, and the panel while it is open. */
export function SearchHost() {
  useSearchHotkey();
  const open = useSearchStore((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchPanel />
    </Suspense>
  );
}
