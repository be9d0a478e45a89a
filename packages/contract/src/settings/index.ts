/** Account settings: login and payment passwords, recovery codes, bank accounts, payees, sessions, log. */

export * from '../bank-formats';
export { settingsMessages } from '../settings-messages';
export * from './bank-accounts';
export * from './merchant-settings';
export * from './payees';
export * from './payment-password';
export * from './routes';
export * from './security';
export * from './security-log';
export * from './sessions';
