import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { pageToRefresh } from '../../app/lastLocation';
import { PageLoading } from '../../shell/PageLoading';

/** SHELL-36/16: /refresh unmounts the current page, then replaces back to it so it mounts afresh. */
export default function RefreshPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(pageToRefresh(), { replace: true });
  }, [navigate]);
  return <PageLoading />;
}
