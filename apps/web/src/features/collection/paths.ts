/** The console pages of batch collection, and the payer's page of one account. */
export const collectionPaths = {
  list: '/receive/batch',
  create: '/system/batch/account',
  transfer: '/batch/transfer',
};
