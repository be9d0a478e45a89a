import { Activity, lazy, type ReactElement, Suspense, useRef } from 'react';
import {
  type Location,
  type NavigationType,
  UNSAFE_LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { useCan } from '../../lib/permissions';
import { isRouteHandle, type RouteHandle } from '../../lib/routing/routeTypes';
import { PageLoading } from '../PageLoading';
import { pageKey, usePageCache } from '../tabs/pageCache';
import { useTabsStore } from '../tabs/tabsStore';
import { PagePane } from './PagePane';

/** Loaded when a refused page is opened: its illustration stays out of every page's first load. */
const ForbiddenPage = lazy(() => import('./ForbiddenPage'));

interface Cached {
  element: ReactElement;
  /** The location the page was opened with; one object, so cached pages do not re-render. */
  context: { location: Location; navigationType: NavigationType };
}

function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return isRouteHandle(handle) ? handle : undefined;
}

/**
 * SHELL-15/16: pages whose route has `cache` stay mounted inside <Activity> (one per fullPath) while
 * their tab is open; each sees the location it was opened with, so URL changes of other tabs do not
 * reach it. Other pages mount and unmount with the route. A page the user's role does not permit
 * is the 403 page instead.
 */
export function PageOutlet() {
  const page = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const handle = useCurrentHandle();
  const can = useCan();
  // a page the user's role does not permit shows the 403 page in its place (never cached)
  const refused = handle?.permission !== undefined && !can(handle.permission) ? handle.permission : null;
  const outlet = refused ? (
    <Suspense fallback={<PageLoading />}>
      <ForbiddenPage permission={refused} />
    </Suspense>
  ) : (
    page
  );
  const cacheable = Boolean(handle?.cache) && !refused;
  const tabs = useTabsStore((s) => s.tabs);
  const generation = usePageCache((s) => s.generation);
  const epoch = usePageCache((s) => s.epoch);
  const cache = useRef(new Map<string, Cached>());
  const fullPath = `${location.pathname}${location.search}`;

  if (cacheable && outlet && !cache.current.has(fullPath)) {
    cache.current.set(fullPath, { element: outlet, context: { location, navigationType } });
  }
  for (const key of [...cache.current.keys()]) {
    if (key !== fullPath && !tabs.some((tab) => tab.fullPath === key)) cache.current.delete(key);
  }

  return (
    <div className="mc-pages">
      {[...cache.current].map(([path, entry]) => (
        <Activity
          key={pageKey(path, generation, epoch)}
          mode={cacheable && path === fullPath ? 'visible' : 'hidden'}
        >
          <UNSAFE_LocationContext.Provider value={entry.context}>
            <PagePane fullPath={path}>{entry.element}</PagePane>
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {!cacheable && (
        <PagePane key={pageKey(fullPath, generation, epoch)} fullPath={fullPath}>
          {outlet}
        </PagePane>
      )}
    </div>
  );
}
