// The collection module's public face: collection accounts (a static deposit address per customer of a
// merchant) and their imports from CSV or XLSX files.
export { accountRows, type CreateAccounts, type NewCollectionAccount } from './account-rows';
export { collectionImportRoutes } from './import/routes';
export { type CollectionImports, collectionImports } from './import/service';
