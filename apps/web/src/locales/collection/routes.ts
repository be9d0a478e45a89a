import type { MessageBundle } from '../messageBundle';

/** Titles of the batch-collection routes: the menu, tabs and search need them before any page loads. */
export const collectionRouteCn = {
  route: {
    collection: {
      list: '批量收款',
      create: '创建批量收款',
      transfer: '批量收款付款',
    },
  },
};

export const collectionRouteEn: typeof collectionRouteCn = {
  route: {
    collection: {
      list: 'Batch collection',
      create: 'Create batch collection',
      transfer: 'Pay a collection account',
    },
  },
};

export const collectionRouteTitles: MessageBundle = { cn: collectionRouteCn, en: collectionRouteEn };
