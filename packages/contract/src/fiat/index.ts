/** The fiat account: top-ups with a bank statement, their review, the currencies. */

export { fiatMessages } from './messages';
export * from './routes';
export * from './statement-files';
export * from './topups';
