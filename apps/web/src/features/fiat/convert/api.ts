import { type Payout, payoutsApi } from '@mc/contract';
import { useCursorList } from '../../../components/list/useCursorList';
import { call } from '../../../lib/http/client';
import { payoutKeys } from '../../payouts/index';

const REFRESH_MS = 5000;
const open = (rows: Payout[]) =>
  rows.some((p) => p.status === 'pending_approval' || p.status === 'processing') ? REFRESH_MS : false;

/** The merchant's conversions of fiat to crypto, newest first; refreshed while one is still under way. */
export const useFiatConversions = () =>
  useCursorList({
    queryKey: [...payoutKeys.all, 'fiat-conversions'],
    fetchPage: (cursor) => call(payoutsApi.listFiatConversions, { limit: 20, cursor }),
    staleTime: 0,
    refetchInterval: open,
  });
