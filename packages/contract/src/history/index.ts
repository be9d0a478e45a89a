export * from './history';
export * from './kinds';
export * from './messages';
export * from './routes';
