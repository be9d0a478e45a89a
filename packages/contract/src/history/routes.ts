import { z } from 'zod';
import { route } from '../route';
import {
  historyDetail,
  historyExportPath,
  historyExportQuery,
  historyIdParams,
  historyPage,
  historyQuery,
} from './history';

const merchant = { access: 'merchant', tag: 'history' } as const;

/** The transaction history: every booked movement of the merchant's money. */
export const historyApi = {
  listHistory: route({
    ...merchant,
    method: 'GET',
    path: '/history',
    permission: 'history.read',
    summary: 'Every booked movement of the merchant, newest first: filtered, searched, paged by cursor',
    query: historyQuery,
    apiScope: 'read',
    data: historyPage,
  }),
  getHistoryRow: route({
    ...merchant,
    method: 'GET',
    path: '/history/:id',
    permission: 'history.read',
    summary: 'One movement with its journal entry and postings',
    params: historyIdParams,
    apiScope: 'read',
    data: historyDetail,
  }),
};

/**
 * An export of every row matching the filters, as a CSV or XLSX file streamed in the answer (not an
 * envelope; outside the `api` table, whose routes answer envelopes). `X-Export-Rows` says how many
 * data rows the file holds.
 */
export const historyExportRoute = route({
  ...merchant,
  method: 'GET',
  path: historyExportPath,
  permission: 'history.export',
  summary: 'Export every movement matching the filters as CSV (UTF-8 with BOM) or XLSX, streamed',
  query: historyExportQuery,
  apiScope: 'read',
  operationId: 'exportHistory',
  data: z.string(),
});
