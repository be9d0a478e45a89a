import type { MessageBundle } from '../messageBundle';

/** The title of the transaction history route: the menu, tabs and search need it before the page loads. */
export const historyRouteCn = { route: { history: '交易记录' } };

export const historyRouteEn: typeof historyRouteCn = { route: { history: 'Transaction history' } };

export const historyRouteTitles: MessageBundle = { cn: historyRouteCn, en: historyRouteEn };
