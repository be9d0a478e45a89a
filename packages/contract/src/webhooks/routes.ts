import { z } from 'zod';
import { type ApiRoute, route } from '../route';
import {
  resendFailedBody,
  resendFailedResult,
  webhookDelivery,
  webhookDeliveryDetail,
  webhookDeliveryIdParams,
  webhookDeliveryList,
  webhookDeliveryListQuery,
} from './deliveries';
import {
  createWebhookEndpointBody,
  rotateWebhookSecretBody,
  updateWebhookEndpointBody,
  webhookEndpoint,
  webhookEndpointIdParams,
  webhookEndpointList,
  webhookEndpointListQuery,
  webhookEndpointWithSecret,
  webhookTestBody,
  webhookTestSent,
} from './endpoints';
import { event, eventIdParams, eventList, eventListQuery } from './events';

const manage = {
  access: 'merchant',
  tag: 'webhooks',
  permission: 'webhooks.manage',
  apiScope: 'webhooks',
} as const;

/** Webhook endpoints and their delivery log: with a login session, or an API key of the `webhooks` scope. */
export const webhooksApi = {
  listWebhookEndpoints: route({
    ...manage,
    method: 'GET',
    path: '/webhooks/endpoints',
    summary: 'Webhook endpoints, newest first (secrets are never shown again)',
    query: webhookEndpointListQuery,
    data: webhookEndpointList,
  }),
  createWebhookEndpoint: route({
    ...manage,
    method: 'POST',
    path: '/webhooks/endpoints',
    summary: 'Add an endpoint: its signing secret is answered this once (at most 10 endpoints)',
    body: createWebhookEndpointBody,
    data: webhookEndpointWithSecret,
  }),
  updateWebhookEndpoint: route({
    ...manage,
    method: 'POST',
    path: '/webhooks/endpoints/:id',
    summary: 'Change an endpoint’s URL, description or events, or enable or disable it',
    params: webhookEndpointIdParams,
    body: updateWebhookEndpointBody,
    data: webhookEndpoint,
  }),
  deleteWebhookEndpoint: route({
    ...manage,
    method: 'POST',
    path: '/webhooks/endpoints/:id/delete',
    summary: 'Delete an endpoint: nothing more is sent to it (its undelivered events are dropped)',
    params: webhookEndpointIdParams,
    data: z.object({ id: z.string() }),
  }),
  rotateWebhookSecret: route({
    ...manage,
    method: 'POST',
    path: '/webhooks/endpoints/:id/rotate-secret',
    summary:
      'A new signing secret, answered this once; for the overlap chosen (0-168 hours, default 24) deliveries carry a signature with each secret',
    params: webhookEndpointIdParams,
    body: rotateWebhookSecretBody,
    data: webhookEndpointWithSecret,
  }),
  testWebhookEndpoint: route({
    ...manage,
    method: 'POST',
    path: '/webhooks/endpoints/:id/test',
    summary:
      'Send a test event of any type (default webhook.test) with a sample object, through the same queue as every event',
    params: webhookEndpointIdParams,
    body: webhookTestBody,
    data: webhookTestSent,
  }),
  listWebhookDeliveries: route({
    ...manage,
    method: 'GET',
    path: '/webhooks/endpoints/:id/deliveries',
    summary: 'The delivery log of an endpoint, newest first, filtered by event type, status and time',
    params: webhookEndpointIdParams,
    query: webhookDeliveryListQuery,
    data: webhookDeliveryList,
  }),
  resendFailedWebhooks: route({
    ...manage,
    method: 'POST',
    path: '/webhooks/endpoints/:id/resend-failed',
    summary: 'Send again every failed delivery of the endpoint created in the range; answers how many',
    params: webhookEndpointIdParams,
    body: resendFailedBody,
    data: resendFailedResult,
  }),
  getWebhookDelivery: route({
    ...manage,
    method: 'GET',
    path: '/webhooks/deliveries/:id',
    summary: 'One delivery with its event and every attempt',
    params: webhookDeliveryIdParams,
    data: webhookDeliveryDetail,
  }),
  resendWebhookDelivery: route({
    ...manage,
    method: 'POST',
    path: '/webhooks/deliveries/:id/resend',
    summary: 'Send a delivery again now (same event id), whatever its status',
    params: webhookDeliveryIdParams,
    data: webhookDelivery,
  }),
  listEvents: route({
    ...manage,
    tag: 'events',
    method: 'GET',
    path: '/events',
    summary:
      'What happened to the merchant’s objects, newest first, kept 30 days: each event as its deliveries send it',
    query: eventListQuery,
    data: eventList,
  }),
  getEvent: route({
    ...manage,
    tag: 'events',
    method: 'GET',
    path: '/events/:id',
    summary: 'One event, as its deliveries send it',
    params: eventIdParams,
    data: event,
  }),
} as const satisfies Record<string, ApiRoute>;
