import { z } from 'zod';
import { route } from '../route';
import {
  collectionAccount,
  collectionAccountDetail,
  collectionAccountIdParams,
  collectionAccountList,
  collectionAccountListQuery,
  collectionExportPath,
  collectionExportQuery,
  createCollectionAccountBody,
  publicCollectionAccount,
  setCollectionAccountStatusBody,
} from './accounts';
import { collectionImport, commitImportBody, importIdParams } from './imports';

const merchant = { access: 'merchant', tag: 'collection' } as const;

/**
 * Batch collection. The export (`collectionExportPath`), the template (`importTemplatePath`) answer
 * files and the upload is multipart: those three are mounted by hand and described here.
 */
export const collectionApi = {
  createCollectionAccount: route({
    ...merchant,
    method: 'POST',
    path: '/collection-accounts',
    permission: 'collection.manage',
    summary:
      'Create one collection account (a static deposit address for one customer). Takes an Idempotency-Key.',
    idempotent: true,
    apiScope: 'orders',
    body: createCollectionAccountBody,
    example: {
      customer_name: 'Lin Hua',
      customer_ref: 'CUST-0042',
      email: 'lin.hua@example.com',
      asset: 'USDT',
      network: 'TRC20',
      expected_amount: '300.00',
      remark: 'Monthly plan',
    },
    data: collectionAccount,
  }),
  listCollectionAccounts: route({
    ...merchant,
    method: 'GET',
    path: '/collection-accounts',
    permission: 'collection.read',
    summary: 'The merchant’s collection accounts, newest first, filtered and searched',
    query: collectionAccountListQuery,
    apiScope: 'read',
    data: collectionAccountList,
  }),
  getCollectionAccount: route({
    ...merchant,
    method: 'GET',
    path: '/collection-accounts/:id',
    permission: 'collection.read',
    summary: 'One collection account with its deposits (each the receipt order it became)',
    params: collectionAccountIdParams,
    apiScope: 'read',
    data: collectionAccountDetail,
  }),
  setCollectionAccountStatus: route({
    ...merchant,
    method: 'POST',
    path: '/collection-accounts/:id/status',
    permission: 'collection.manage',
    summary: 'Disable or enable an account (money sent to a disabled account is held as an exception)',
    params: collectionAccountIdParams,
    body: setCollectionAccountStatusBody,
    apiScope: 'orders',
    data: collectionAccount,
  }),
  uploadCollectionImport: route({
    ...merchant,
    method: 'POST',
    path: '/collection-imports',
    permission: 'collection.manage',
    summary:
      'Upload a CSV (UTF-8 or GBK) or XLSX file as multipart/form-data (one part `file`, at most 5 MB and ' +
      '10,000 rows): every row is checked and a preview kept; nothing is created yet. The same file answers the same import.',
    apiScope: 'orders',
    multipart: {
      files: {
        file: {
          required: true,
          description: 'The CSV (UTF-8 or GBK) or XLSX file, at most 5 MB and 10,000 rows',
        },
      },
    },
    data: collectionImport,
  }),
  getCollectionImport: route({
    ...merchant,
    method: 'GET',
    path: '/collection-imports/:id',
    permission: 'collection.read',
    summary: 'An import: its preview, its per-row errors, what it created',
    params: importIdParams,
    apiScope: 'read',
    data: collectionImport,
  }),
  commitCollectionImport: route({
    ...merchant,
    method: 'POST',
    path: '/collection-imports/:id/commit',
    permission: 'collection.manage',
    summary:
      'Create the import’s accounts in one transaction: every row (refused while any has an error) or only the valid ' +
      'ones. Committing again creates nothing more. Takes an Idempotency-Key.',
    idempotent: true,
    params: importIdParams,
    body: commitImportBody,
    example: { mode: 'valid_only' },
    apiScope: 'orders',
    data: collectionImport,
  }),
  publicCollectionAccount: route({
    access: 'public',
    tag: 'public',
    method: 'GET',
    path: '/public/collection-accounts/:id',
    summary: 'What the payer’s page shows of a collection account: the address and this month’s transfers',
    params: collectionAccountIdParams,
    data: publicCollectionAccount,
  }),
};

/** The export of the filtered list (a file, mounted by hand: not in `collectionApi`). */
export const collectionExportRoute = route({
  ...merchant,
  method: 'GET',
  path: collectionExportPath,
  permission: 'collection.read',
  summary: 'Export every account matching the filters as CSV (UTF-8 with BOM) or XLSX, streamed',
  query: collectionExportQuery,
  apiScope: 'read',
  operationId: 'exportCollectionAccounts',
  data: z.string(),
});
