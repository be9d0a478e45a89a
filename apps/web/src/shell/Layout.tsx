import { QueryClientProvider } from '@tanstack/react-query';
import { Layout as AntLayout } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/queryClient';
import { Aside } from './Aside';
import { Header } from './Header';
import { ModalProvider } from './ModalProvider';
import { PageLoading } from './PageLoading';
import { usePreferences } from './preferences';
import './layout.css';

/** The frame of every page that needs a session: header, side menu, content. */
export default function Layout() {
  const load = usePreferences((s) => s.load);
  useEffect(() => load(), [load]);

  return (
    <QueryClientProvider client={queryClient}>
      <ModalProvider>
        <AntLayout className="mc-layout">
          <Header />
          <AntLayout>
            <Aside />
            <AntLayout.Content className="mc-content">
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </AntLayout.Content>
          </AntLayout>
        </AntLayout>
      </ModalProvider>
    </QueryClientProvider>
  );
}
