import type { Permission } from '@mc/contract';
import type { ReactNode } from 'react';
import { useCan } from '../lib/permissions';

/** Shows `children` only when the user's role permits `permission` (else `fallback`, default nothing). */
export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan()(permission) ? children : fallback;
}
