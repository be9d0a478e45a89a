import { z } from 'zod';
import { apiKeysApi } from '../api-keys';
import { okData } from '../auth';
import { type ApiRoute, route } from '../route';
import {
  bankAccountBody,
  bankAccountDetail,
  bankAccountList,
  bankAccountListQuery,
  currenciesData,
} from './bank-accounts';
import { merchantSettings, merchantSettingsBody, overpaymentSettingBody } from './merchant-settings';
import { payee, payeeBody, payeeList, payeeListQuery } from './payees';
import {
  changePaymentPasswordBody,
  resetPaymentPasswordBody,
  setPaymentPasswordBody,
} from './payment-password';
import {
  changePasswordBody,
  changePasswordData,
  recoveryCodesData,
  regenerateRecoveryCodesBody,
  securityStatusData,
} from './security';
import { securityEventList, securityEventsQuery } from './security-log';
import { activeSessionList, revokeOthersData, sessionListQuery } from './sessions';

/** The routes of account settings: passwords, recovery codes, bank accounts, payees, sessions, log, API keys. */

export const settingsIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

const merchantRoute = { access: 'merchant', tag: 'settings' } as const;

export const settingsApi = {
  securityStatus: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/security',
    permission: 'account.own',
    summary: 'Authenticator, recovery codes left, payment password set or locked',
    data: securityStatusData,
  }),
  changePassword: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/password',
    permission: 'account.own',
    summary: 'Change the login password; every other session of the merchant ends',
    body: changePasswordBody,
    data: changePasswordData,
  }),
  regenerateRecoveryCodes: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/totp/recovery-codes',
    permission: 'account.own',
    summary: 'Ten new recovery codes for a current authenticator code; the old ones stop working',
    body: regenerateRecoveryCodesBody,
    data: recoveryCodesData,
  }),
  setPaymentPassword: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payment-password',
    permission: 'account.own',
    summary: 'Set the 6-digit payment password (needs a bound authenticator and its code)',
    body: setPaymentPasswordBody,
    data: securityStatusData,
  }),
  changePaymentPassword: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payment-password/change',
    permission: 'account.own',
    summary: 'Change the payment password with the current one (5 wrong tries lock it for 15 min)',
    body: changePaymentPasswordBody,
    data: securityStatusData,
  }),
  resetPaymentPassword: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payment-password/reset',
    permission: 'account.own',
    summary: 'Reset the payment password with an emailed code and an authenticator code',
    body: resetPaymentPasswordBody,
    data: securityStatusData,
  }),
  merchantSettings: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/settings',
    permission: 'settings.read',
    summary: 'The merchant’s settings: its time zone',
    data: merchantSettings,
  }),
  setMerchantSettings: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/settings',
    permission: 'settings.merchant.write',
    summary:
      'Set the merchant’s time zone (an IANA name): statements of months not yet generated, the money ' +
      'page’s days, the exports’ dates and the monthly rule of batch collection follow it',
    body: merchantSettingsBody,
    data: merchantSettings,
  }),
  setOverpaymentSetting: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/settings/overpayment',
    permission: 'settings.merchant.write',
    summary:
      'Choose what becomes of what an order receives beyond its amount: credit it to the available ' +
      'balance (the default) or hold it for a refund to the payer; orders paid from now on follow it',
    body: overpaymentSettingBody,
    data: merchantSettings,
  }),
  currencies: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/currencies',
    permission: 'overview.read',
    summary: 'Fiat currencies a bank account may hold',
    data: currenciesData,
  }),
  listBankAccounts: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/bank-accounts',
    permission: 'settings.read',
    summary: 'Bank accounts, the default first, account numbers masked',
    query: bankAccountListQuery,
    data: bankAccountList,
  }),
  getBankAccount: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/bank-accounts/:id',
    permission: 'settings.read',
    summary: 'One bank account with its full number',
    params: settingsIdParams,
    data: bankAccountDetail,
  }),
  createBankAccount: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/bank-accounts',
    permission: 'settings.bank_accounts.write',
    summary: 'Add a bank account; the first one becomes the default',
    body: bankAccountBody,
    data: bankAccountDetail,
  }),
  updateBankAccount: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/bank-accounts/:id',
    permission: 'settings.bank_accounts.write',
    summary: 'Edit a bank account (every field)',
    params: settingsIdParams,
    body: bankAccountBody,
    data: bankAccountDetail,
  }),
  setDefaultBankAccount: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/bank-accounts/:id/default',
    permission: 'settings.bank_accounts.write',
    summary: 'Make a bank account the default (the previous default stops being one)',
    params: settingsIdParams,
    data: bankAccountDetail,
  }),
  deleteBankAccount: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/bank-accounts/:id/delete',
    permission: 'settings.bank_accounts.write',
    summary: 'Delete a bank account; deleting the default makes the newest other one the default',
    params: settingsIdParams,
    data: okData,
  }),
  listPayees: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/payees',
    permission: 'settings.read',
    summary: 'Saved crypto addresses, newest first',
    query: payeeListQuery,
    data: payeeList,
  }),
  createPayee: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payees',
    permission: 'settings.payees.write',
    summary: 'Save a crypto address of a network (validated, checksum included)',
    body: payeeBody,
    data: payee,
  }),
  updatePayee: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payees/:id',
    permission: 'settings.payees.write',
    summary: 'Edit a saved crypto address',
    params: settingsIdParams,
    body: payeeBody,
    data: payee,
  }),
  deletePayee: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payees/:id/delete',
    permission: 'settings.payees.write',
    summary: 'Delete a saved crypto address',
    params: settingsIdParams,
    data: okData,
  }),
  listSessions: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/sessions',
    permission: 'account.own',
    summary: 'Active sessions: device, IP, created, last seen; the current one is marked',
    query: sessionListQuery,
    data: activeSessionList,
  }),
  revokeSession: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/sessions/:id/revoke',
    permission: 'account.own',
    summary: 'End another session of the merchant',
    params: settingsIdParams,
    data: okData,
  }),
  revokeOtherSessions: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/sessions/revoke-others',
    permission: 'account.own',
    summary: 'End every session of the merchant except this one',
    data: revokeOthersData,
  }),
  securityEvents: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/security-events',
    permission: 'account.own',
    summary: 'Security activity log, newest first',
    query: securityEventsQuery,
    data: securityEventList,
  }),
  ...apiKeysApi,
} as const satisfies Record<string, ApiRoute>;
