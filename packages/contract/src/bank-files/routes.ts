import { page } from '../money';
import { opsIdParams, opsReasonBody } from '../ops/operator-action';
import { route } from '../route';
import { bankCredit, bankCreditListQuery, bankCreditMatchBody } from './credits';
import {
  BANK_FILE_MAX_MB,
  BANK_FILE_PART,
  bankFile,
  bankFileDetail,
  bankFileGenerated,
  bankFileListQuery,
} from './files';

const ops = { access: 'operator', tag: 'ops' } as const;

/** The operators' bank files (ISO 20022 out and in) and the credits that wait for a top-up. */
export const bankFilesOpsApi = {
  opsBankFiles: route({
    ...ops,
    method: 'GET',
    path: '/ops/bank-files',
    summary: 'Files exchanged with the bank, newest first',
    query: bankFileListQuery,
    data: page(bankFile),
  }),
  opsBankFile: route({
    ...ops,
    method: 'GET',
    path: '/ops/bank-files/:id',
    summary: 'One file with its entries and what each matched',
    params: opsIdParams,
    data: bankFileDetail,
  }),
  opsGenerateBankFiles: route({
    ...ops,
    method: 'POST',
    path: '/ops/bank-files/generate',
    summary:
      'Gather the bank transfers waiting for a file into pain.001 files now (one per account and currency)',
    data: bankFileGenerated,
  }),
  opsImportBankFile: route({
    ...ops,
    method: 'POST',
    path: '/ops/bank-files/import',
    summary:
      'Import a file the bank sent as multipart/form-data (one part `file`): pain.002, camt.053 or camt.054, ' +
      `at most ${BANK_FILE_MAX_MB} MB, checked against its XSD. Importing a file twice changes nothing.`,
    multipart: {
      files: {
        [BANK_FILE_PART]: {
          required: true,
          description: 'The ISO 20022 XML file (pain.002, camt.053, camt.054)',
        },
      },
    },
    data: bankFile,
  }),
  opsBankCredits: route({
    ...ops,
    method: 'GET',
    path: '/ops/bank-credits',
    summary:
      'Money that arrived on the bank accounts, by state (default: unmatched), oldest first, with candidates',
    query: bankCreditListQuery,
    data: page(bankCredit),
  }),
  opsMatchBankCredit: route({
    ...ops,
    method: 'POST',
    path: '/ops/bank-credits/:id/match',
    summary:
      'Credit an unmatched credit to an open top-up: the top-up is approved for the amount that arrived',
    params: opsIdParams,
    body: bankCreditMatchBody,
    idempotent: true,
    data: bankCredit,
  }),
  opsDismissBankCredit: route({
    ...ops,
    method: 'POST',
    path: '/ops/bank-credits/:id/dismiss',
    summary: 'Set an unmatched credit aside with a reason (e.g. returned to the sender)',
    params: opsIdParams,
    body: opsReasonBody,
    idempotent: true,
    data: bankCredit,
  }),
};
