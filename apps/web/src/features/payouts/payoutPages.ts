/** The payout pages, one chunk: the route table imports them with one dynamic import. */
export { default as CreateRemittancePage } from './create/CreateRemittancePage';
export { default as RemittanceListPage } from './list/RemittanceListPage';
export { default as CreateWithdrawalPage } from './withdraw/CreateWithdrawalPage';
export { default as WithdrawalListPage } from './withdraw/WithdrawalListPage';
