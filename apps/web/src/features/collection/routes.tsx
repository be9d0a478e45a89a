import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';
import { collectionPaths } from './paths';

// One dynamic import for the two console pages: the route table (part of every first load) lists one chunk.
const pages = () => import('./collectionPages');
const page = {
  list: lazyPage(() => pages().then((m) => ({ default: m.CollectionListPage }))),
  create: lazyPage(() => pages().then((m) => ({ default: m.CreateCollectionPage }))),
};

// the pages show receipt orders and amounts (receive) beside their own texts
const area: Pick<RouteRecord, 'titles' | 'messages'> = {
  titles: 'collectionTitles',
  messages: ['collection', 'receive'],
};

/**
 * PRODUCT "Batch collection": the list (/receive/batch) and the create page (/system/batch/account),
 * entries of the "Crypto account" menu group after manual collection (seed §2).
 */
export const collectionRoutes: RouteRecord[] = [
  {
    path: collectionPaths.list,
    name: 'receive-batch',
    titleKey: 'route.collection.list',
    auth: true,
    permission: 'collection.read',
    cache: true,
    component: page.list,
    ...area,
  },
  {
    path: collectionPaths.create,
    name: 'batch-account',
    titleKey: 'route.collection.create',
    auth: true,
    permission: 'collection.manage',
    component: page.create,
    ...area,
  },
];
