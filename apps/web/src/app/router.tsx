import type { Permission } from '@mc/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  redirectDocument,
} from 'react-router';
import { startPageData } from '../lib/routing/pageData';
import { redirectTarget } from '../lib/routing/redirectTarget';
import { registerRouteTable } from '../lib/routing/routeTable';
import type { RouteHandle, RouteRecord } from '../lib/routing/routeTypes';
import { hasSession } from '../lib/session';
import type { MessageBundleName } from '../locales/bundleNames';
import { BootScreen } from '../shell/BootScreen';
import { PageLoading } from '../shell/PageLoading';
import { guardState } from './guardState';
import { RootRoute } from './RootRoute';
import { routes } from './routes';

/** The error page (and its illustrations) loads only when a route fails. */
const RouteError = lazy(() => import('./RouteError'));

async function runGuardLoader(request: Request): Promise<null> {
  const url = new URL(request.url);
  // the guard (HTTP client, query cache) loads with the first page that needs it, not with /login
  const { runGuard } = await import('./guard');
  const outcome = await runGuard(`${url.pathname}${url.search}`);
  // /login is a page of the public entry (drawn by the server): a document of its own
  if (outcome.redirect) throw redirectDocument(outcome.redirect);
  return null;
}

/**
 * SHELL-30: called when a navigation starts. The first navigation (or one without a session) runs
 * the guard loader and waits; later ones start the info request in the background and go on.
 */
function revalidateGuard({ nextUrl }: { nextUrl: URL }): boolean {
  if (!hasSession() || !guardState.infoLoaded) return true;
  void import('./guard').then((guard) => guard.checkInBackground(`${nextUrl.pathname}${nextUrl.search}`));
  return false;
}

/** The bundles' map loads with the first route that names one (never with /login). */
async function loadTexts(names: MessageBundleName[]): Promise<void> {
  if (names.length === 0) return;
  const { loadBundles } = await import('../lib/loadBundles');
  await loadBundles(names);
}

/** The texts a record's page and title need: its messages and its titles. */
function recordBundles(record: RouteRecord): MessageBundleName[] {
  return [...(record.messages ?? []), ...(record.titles ? [record.titles] : [])];
}

/**
 * The loader of a record: the guard (on the outermost record that needs a session) and the record's
 * texts, side by side; the page renders once both are done (a deep link's titles included).
 */
function recordLoader(record: RouteRecord, auth: boolean, guarded: boolean, permission?: Permission) {
  const bundles = recordBundles(record);
  const page = record.component;
  if (!guarded && bundles.length === 0 && !page) return undefined;
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    // without a session the guard sends the user to /login: no texts or code to fetch for this page
    const away = auth && !hasSession();
    // the page's code downloads beside the guard and the texts; it renders once they are done
    if (page && !away) void page.preload().catch(() => undefined);
    // and its first data, when the saved role may read it
    if (!away) startPageData(record, permission);
    const texts = away ? null : loadTexts(bundles);
    await Promise.all([guarded ? runGuardLoader(request) : null, texts]);
    return null;
  };
}

function lazyElement(Component: ComponentType) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}

function toRouteObject(record: RouteRecord, parentAuth: boolean, parentPermission?: Permission): RouteObject {
  const auth = parentAuth || Boolean(record.auth);
  const guarded = auth && !parentAuth;
  // a record without a permission of its own takes its parent's (the shell shows 403 without it)
  const permission = record.permission ?? parentPermission;
  const handle: RouteHandle = {
    name: record.name,
    titleKey: record.titleKey,
    auth,
    permission,
    cache: Boolean(record.cache),
    helper: Boolean(record.helper),
  };
  const target = record.redirect;
  const children = (record.children ?? []).map((child) => toRouteObject(child, auth, permission));
  // a redirect keeps the query string (`/receive?status=paid` → `/receive/account?status=paid`)
  if (target)
    children.unshift({ index: true, loader: ({ request }) => redirect(redirectTarget(target, request.url)) });
  return {
    id: record.name,
    path: record.path,
    handle,
    element: record.component ? lazyElement(record.component) : undefined,
    loader: recordLoader(record, auth, guarded, permission),
    // SHELL-30: the guard (merchant info) runs before every navigation below it; texts load once
    shouldRevalidate: guarded ? revalidateGuard : () => false,
    children: children.length > 0 ? children : undefined,
  };
}

export function buildRouteObjects(records: RouteRecord[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      // the first page's guard and code on their way: what index.html showed before any script ran
      hydrateFallbackElement: <BootScreen />,
      errorElement: lazyElement(RouteError),
      children: records.map((record) => toRouteObject(record, false)),
    },
  ];
}

export function createAppRouter() {
  registerRouteTable(routes);
  return createBrowserRouter(buildRouteObjects(routes));
}
