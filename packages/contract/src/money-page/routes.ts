import { z } from 'zod';
import { route } from '../route';
import { moneyFlows, moneyFlowsQuery } from './flows';
import { monthText } from './month';
import {
  statementCsvPath,
  statementEmails,
  statementEmailsBody,
  statementFileQuery,
  statementIdParams,
  statementListQuery,
  statementPage,
  statementPdfPath,
} from './statements';
import { moneySummary } from './summary';

const merchant = { access: 'merchant', tag: 'money' } as const;

/** The money page: funds summary, the month's flows, monthly statements and their emails. */
export const moneyPageApi = {
  getMoneySummary: route({
    ...merchant,
    method: 'GET',
    path: '/money/summary',
    permission: 'overview.read',
    summary: "Every asset's buckets (crypto and fiat) and the total in USD at the current rates",
    apiScope: 'read',
    data: moneySummary,
  }),
  getMoneyFlows: route({
    ...merchant,
    method: 'GET',
    path: '/money/flows',
    permission: 'overview.read',
    summary: 'Inflow and outflow per asset and day of a month, with month totals',
    query: moneyFlowsQuery,
    apiScope: 'read',
    data: moneyFlows,
  }),
  listStatements: route({
    ...merchant,
    method: 'GET',
    path: '/money/statements',
    permission: 'history.export',
    summary: 'Monthly statements of closed months, newest first, paged by cursor',
    query: statementListQuery,
    apiScope: 'read',
    data: statementPage,
  }),
  getStatementEmails: route({
    ...merchant,
    method: 'GET',
    path: '/money/statement-emails',
    permission: 'history.export',
    summary: "Whether the calling user gets each month's statement by email",
    data: statementEmails,
  }),
  setStatementEmails: route({
    ...merchant,
    method: 'POST',
    path: '/money/statement-emails',
    permission: 'history.export',
    summary: "Subscribe the calling user to each month's statement by email, or unsubscribe",
    body: statementEmailsBody,
    data: statementEmails,
  }),
  devGenerateStatements: route({
    method: 'POST',
    path: '/dev/statements',
    access: 'dev',
    tag: 'dev',
    summary:
      "Generate a month's statements now, as the monthly job does once the month closes (absent in production; a month still open gets a statement of its movements so far, which stays)",
    body: z.object({ month: monthText }).strict(),
    data: z.object({ generated: z.number().int(), exists: z.number().int(), unreconciled: z.number().int() }),
  }),
};

/**
 * One statement as a PDF (cn or en), streamed in the answer (not an envelope; outside the `api`
 * table). File name `statement_<YYYY-MM>.pdf`.
 */
export const statementPdfRoute = route({
  ...merchant,
  method: 'GET',
  path: statementPdfPath,
  operationId: 'downloadStatementPdf',
  permission: 'history.export',
  summary: 'Download one monthly statement as PDF (cn or en)',
  params: statementIdParams,
  query: statementFileQuery,
  apiScope: 'read',
  data: z.string(),
});

/** One statement as CSV (UTF-8 with BOM), streamed. File name `statement_<YYYY-MM>.csv`. */
export const statementCsvRoute = route({
  ...merchant,
  method: 'GET',
  path: statementCsvPath,
  operationId: 'downloadStatementCsv',
  permission: 'history.export',
  summary: 'Download one monthly statement as CSV (UTF-8 with BOM): summary block, then the movements',
  params: statementIdParams,
  query: statementFileQuery,
  apiScope: 'read',
  data: z.string(),
});
