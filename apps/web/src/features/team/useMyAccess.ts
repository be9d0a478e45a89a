import { coreApi, type Permission } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http/client';
import { MERCHANT_INFO_KEY } from '../../lib/queryClient';

/** Who is looking at the power page: their user id and what their role permits. */
export interface MyAccess {
  userId: string | undefined;
  permissions: ReadonlySet<Permission>;
}

/** The signed-in user's permissions, from the merchant info the route guard keeps (GET /merchant/info). */
export function useMyAccess(): MyAccess {
  const info = useQuery({ queryKey: MERCHANT_INFO_KEY, queryFn: () => call(coreApi.info) }).data;
  return { userId: info?.user_id, permissions: new Set(info?.permissions ?? []) };
}
