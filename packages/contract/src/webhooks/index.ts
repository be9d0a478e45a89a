/** Webhooks: endpoints, the events they receive, the delivery log. */
export * from './deliveries';
export * from './endpoints';
export * from './events';
export { webhookMessages } from './messages';
export * from './routes';
