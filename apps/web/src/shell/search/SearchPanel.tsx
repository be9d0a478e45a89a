import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/useTranslation';
import { useRouterNav } from '../navigation';
import { useSideMenu } from '../useSideMenu';
import { searchItems, searchPool } from './searchPool';
import { useSearchStore } from './searchStore';
import './search.css';

/** SHELL-17: the input gets the focus 500 ms after the panel opens. */
export const SEARCH_FOCUS_DELAY_MS = 500;

/** SHELL-17..19: search every visible menu page by title or path. */
export default function SearchPanel() {
  const { t } = useTranslation();
  const setOpen = useSearchStore((s) => s.setOpen);
  const { pathname, search } = useLocation();
  const nav = useRouterNav();
  const [query, setQuery] = useState('');
  const input = useRef<InputRef>(null);
  const menu = useSideMenu();
  const pool = useMemo(() => searchPool(menu, t), [menu, t]);
  const results = searchItems(pool, query);

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const choose = (path: string) => {
    setOpen(false);
    if (path !== `${pathname}${search}`) nav.push(path);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: esc closes it (useSearchHotkey); this is the pointer way
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on a click outside the dialog
    <div
      className="mc-search"
      data-testid="search-panel"
      onClick={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
    >
      <div className="mc-search-box" role="dialog" aria-label={t('header.search')}>
        <Input
          ref={input}
          size="large"
          prefix={<SearchOutlined />}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onPressEnter={() => results[0] && choose(results[0].path)}
          data-testid="search-input"
          allowClear
        />
        <ul className="mc-search-results" data-testid="search-results">
          {results.map((item) => (
            <li key={item.path}>
              <button type="button" onClick={() => choose(item.path)} data-testid="search-result">
                <span className="mc-search-title">{item.fullTitle}</span>
                <span className="mc-search-path">{item.path}</span>
              </button>
            </li>
          ))}
        </ul>
        {results.length === 0 && (
          <Empty description={t('search.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
        <div className="mc-search-hint">{t('search.hint')}</div>
      </div>
    </div>
  );
}
