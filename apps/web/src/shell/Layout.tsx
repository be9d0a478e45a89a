import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/queryClient';
import { Aside } from './Aside';
import { Header } from './Header';
import { ModalProvider } from './ModalProvider';
import { PageOutlet } from './page/PageOutlet';
import { NavProgress } from './progress/NavProgress';
import { SearchHost } from './search/SearchHost';
import { TabsBar } from './tabs/TabsBar';
import { ThemeScope } from './theme/ThemeScope';
import { useTabSync } from './useTabSync';
import './layout.css';

/** Follows the location on its own, so that a navigation does not re-render the whole frame. */
function TabSync() {
  useTabSync();
  return null;
}

/** The frame of every page that needs a session: header, side menu, tabs, cached pages. */
export default function Layout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeScope>
        {(style, theme) => (
          <ModalProvider>
            <div className="mc-layout" style={style} data-theme={theme.name} data-testid="layout">
              <TabSync />
              <NavProgress />
              <Header />
              <div className="mc-body">
                <Aside />
                <main className="mc-main">
                  <TabsBar />
                  <PageOutlet />
                </main>
              </div>
              <SearchHost />
            </div>
          </ModalProvider>
        )}
      </ThemeScope>
    </QueryClientProvider>
  );
}
