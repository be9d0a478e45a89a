import { route } from '../route';
import { historyDetail, historyIdParams, historyPage, historyQuery } from './history';

const merchant = { access: 'merchant', tag: 'history' } as const;

/** The transaction history: every booked movement of the merchant's money. */
export const historyApi = {
  listHistory: route({
    ...merchant,
    method: 'GET',
    path: '/history',
    summary: 'Every booked movement of the merchant, newest first: filtered, searched, paged by cursor',
    query: historyQuery,
    apiScope: 'read',
    data: historyPage,
  }),
  getHistoryRow: route({
    ...merchant,
    method: 'GET',
    path: '/history/:id',
    summary: 'One movement with its journal entry and postings',
    params: historyIdParams,
    apiScope: 'read',
    data: historyDetail,
  }),
};
