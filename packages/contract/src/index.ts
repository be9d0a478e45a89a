export * from './auth';
export * from './envelope';
export * as fields from './fields';
export * from './messages';
export * from './routes';
export * from './validation';
