/** The console pages of batch collection, in one chunk the route table names once. */
export { default as CreateCollectionPage } from './create/CreateCollectionPage';
export { default as CollectionListPage } from './list/CollectionListPage';
