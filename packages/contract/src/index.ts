export * from './auth';
export * from './crypto';
export * from './envelope';
export * as fields from './fields';
export * from './messages';
export * from './money';
export * from './routes';
export * from './validation';
