/** The bank's ISO 20022 files and the credits they bring, as the back office sees them. */

export * from './credits';
export * from './files';
export { bankFileMessages } from './messages';
export * from './reasons';
export * from './routes';
