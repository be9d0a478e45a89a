// The collection module's public face: batch collection's accounts (created one by one or imported),
// their settings, the routes, and the view the deposit watcher reads collection addresses by.
export type { CollectionAccountRow, NewCollectionAccount } from './account-rows';
export { accountCreator, type CreateAccounts } from './create-accounts';
