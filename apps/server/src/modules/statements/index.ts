// The statements module's public face: the money page (funds summary, the month's flows) and the
// monthly statements (generated from the history and reconciled with the ledger, their PDF and CSV
// files, their job and mails), and the back office's alerts of statements that do not reconcile.

export type { StatementAlertList } from './alert-list';
export type { StatementJobs } from './job';
export { type MoneyPage, moneyPage } from './money-page';
export { moneyPageRoutes } from './routes';
