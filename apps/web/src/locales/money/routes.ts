import type { MessageBundle } from '../messageBundle';

/** The title of the money route: the menu, tabs and search need it before the page loads. */
export const moneyRouteCn = { route: { money: '资金' } };

export const moneyRouteEn: typeof moneyRouteCn = { route: { money: 'Money' } };

export const moneyRouteTitles: MessageBundle = { cn: moneyRouteCn, en: moneyRouteEn };
