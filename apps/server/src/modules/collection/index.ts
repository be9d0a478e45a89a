// The collection module's public face: batch collection's accounts (created one by one or imported
// from CSV or XLSX files, `createAccounts`), their settings, their routes. Crypto's watcher reads the
// collection addresses through this module's view `collection_deposit_addresses`; this module reads
// crypto's views of the orders the transfers became (`collection_transfers`, `collection_order_totals`).
export type { CollectionAccountRow, NewCollectionAccount } from './account-rows';
export { accountCreator, type CreateAccounts } from './create-accounts';
export { collectionImportRoutes } from './import/routes';
export { type CollectionImports, collectionImports } from './import/service';
export { collectionRoutes } from './routes';
export { type CollectionService, collectionService } from './service';
