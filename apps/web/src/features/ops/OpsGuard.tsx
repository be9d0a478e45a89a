import { Result } from 'antd';
import type { ReactNode } from 'react';
import { PageLoading } from '../../shell/PageLoading';
import { useOpsMe } from './api';

/**
 * Checks the operator's session with the server before the back office shows. A 401/403 ends it
 * (the HTTP client sends the operator to /ops/login); other failures are shown here.
 */
export function OpsGuard({ children }: { children: ReactNode }) {
  const me = useOpsMe();
  if (me.isPending) return <PageLoading />;
  if (me.isError) return <Result status="error" title={me.error.message} />;
  return children;
}
