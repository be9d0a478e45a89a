export * from './flows';
export * from './messages';
export * from './month';
export * from './routes';
export * from './statements';
export * from './summary';
