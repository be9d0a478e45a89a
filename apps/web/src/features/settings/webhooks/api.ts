import { webhooksApi as api, type WebhookDeliveryListQuery } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../../components/list/useCursorList';
import { call } from '../../../lib/http/client';
import { queryClient } from '../../../lib/queryClient';
import { settingsKeys } from '../api';

/** Under the settings keys: a change anywhere on the page refreshes them too. */
export const webhookKeys = {
  all: [...settingsKeys.all, 'webhooks'] as const,
  endpoints: [...settingsKeys.all, 'webhooks', 'endpoints'] as const,
  deliveries: (endpointId: string, filters: DeliveryFilters) =>
    [...settingsKeys.all, 'webhooks', 'deliveries', endpointId, filters] as const,
  delivery: (id: string | null) => [...settingsKeys.all, 'webhooks', 'delivery', id] as const,
};

/** What the delivery log filters by (instants as ISO strings). */
export type DeliveryFilters = {
  event_type?: WebhookDeliveryListQuery['event_type'] | undefined;
  status?: WebhookDeliveryListQuery['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export function refreshWebhooks(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

/** A merchant has at most 10 endpoints: one page shows them all. */
export const useWebhookEndpoints = () =>
  useCursorList({
    queryKey: webhookKeys.endpoints,
    fetchPage: (cursor) => call(api.listWebhookEndpoints, { limit: 100, cursor }),
    staleTime: 0,
  });

const LOG_PAGE = 20;
const POLL_MS = 3000;

/** The log of one endpoint, fetched again every few seconds while a delivery is still on its way. */
export const useWebhookDeliveries = (endpointId: string, filters: DeliveryFilters) =>
  useCursorList({
    queryKey: webhookKeys.deliveries(endpointId, filters),
    fetchPage: (cursor) =>
      call(
        api.listWebhookDeliveries,
        { ...filters, limit: LOG_PAGE, cursor },
        { params: { id: endpointId } },
      ),
    staleTime: 0,
    refetchInterval: (rows) =>
      rows.some((d) => d.status === 'pending' || d.status === 'retrying') ? POLL_MS : false,
  });

/** One delivery with its event and attempts (fetched again while it is on its way). */
export function useWebhookDelivery(id: string | null) {
  return useQuery({
    queryKey: webhookKeys.delivery(id),
    queryFn: () => call(api.getWebhookDelivery, undefined, { params: { id: id ?? '' } }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      return s === 'pending' || s === 'retrying' ? POLL_MS : false;
    },
  });
}
