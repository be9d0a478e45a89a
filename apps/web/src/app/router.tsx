import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { hasSession } from '../lib/session';
import { PageLoading } from '../shell/PageLoading';
import { guardState } from './guardState';
import { RootRoute } from './RootRoute';
import { routes } from './routes';
import type { RouteHandle, RouteRecord } from './routeTypes';

/** The error page (and its illustrations) loads only when a route fails. */
const RouteError = lazy(() => import('./RouteError'));

async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  // the guard (HTTP client, query cache) loads with the first page that needs it, not with /login
  const { runGuard } = await import('./guard');
  const outcome = await runGuard(`${url.pathname}${url.search}`);
  if (outcome.redirect) throw redirect(outcome.redirect);
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

function lazyElement(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}

function toRouteObject(record: RouteRecord, parentAuth: boolean): RouteObject {
  const auth = parentAuth || Boolean(record.auth);
  const guarded = auth && !parentAuth;
  const handle: RouteHandle = {
    name: record.name,
    titleKey: record.titleKey,
    auth,
    cache: Boolean(record.cache),
    helper: Boolean(record.helper),
  };
  const target = record.redirect;
  const children = (record.children ?? []).map((child) => toRouteObject(child, auth));
  if (target) children.unshift({ index: true, loader: () => redirect(target) });
  return {
    id: record.name,
    path: record.path,
    handle,
    element: record.component ? lazyElement(record.component) : undefined,
    loader: guarded ? guardLoader : undefined,
    // SHELL-30: the guard (merchant info) runs before every navigation below it
    shouldRevalidate: guarded ? revalidateGuard : undefined,
    children: children.length > 0 ? children : undefined,
  };
}

export function buildRouteObjects(records: RouteRecord[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      hydrateFallbackElement: <PageLoading />,
      errorElement: lazyElement(RouteError),
      children: records.map((record) => toRouteObject(record, false)),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(routes));
}
