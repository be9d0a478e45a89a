/** The console pages of batch collection (the payer's page of an account is the public entry's /batch/transfer). */
export const collectionPaths = {
  list: '/receive/batch',
  create: '/system/batch/account',
};
