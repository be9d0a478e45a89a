import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { rememberLocation } from '../lib/routing/lastLocation';
import { useDocumentTitle } from '../shell/pageTitle';

/** Top of the route tree: keeps the document title and the last visited page in step. */
export function RootRoute() {
  const location = useLocation();
  useDocumentTitle();
  useEffect(() => {
    rememberLocation(`${location.pathname}${location.search}${location.hash}`);
    window.scrollTo(0, 0);
  }, [location.pathname, location.search, location.hash]);
  return <Outlet />;
}
