import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageToRefresh } from '../../lib/routing/lastLocation';
import { PageLoading } from '../../shell/PageLoading';

function stateTarget(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('to' in state)) return null;
  return typeof state.to === 'string' && state.to.startsWith('/') ? state.to : null;
}

/** SHELL-36/16: /refresh unmounts the page, then replaces back to it (or to `state.to`) so it mounts afresh. */
export default function RefreshPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const target = stateTarget(state) ?? pageToRefresh();
  useEffect(() => {
    void Promise.resolve(navigate(target, { replace: true })).catch(() => undefined);
  }, [navigate, target]);
  return <PageLoading />;
}
