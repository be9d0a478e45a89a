/** Batch collection: collection accounts, their imports, the payer's page. */
export * from './accounts';
export * from './imports';
export { collectionMessages } from './messages';
export * from './routes';
