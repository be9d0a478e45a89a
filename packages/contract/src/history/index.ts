export * from './history';
export * from './kinds';
export * from './routes';
export * from './messages';
