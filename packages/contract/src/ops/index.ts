/** The operators' back office: operators, merchants, the exceptions queue and the audit log. */

export * from './audit';
export * from './exceptions';
export * from './kyb-review';
export * from './late-payments';
export * from './merchants';
export * from './messages';
export * from './networks';
export * from './operator-action';
export * from './operators';
export * from './reconciliation';
export * from './reorg-losses';
export * from './routes';
export * from './statement-alerts';
export * from './sweeps';
