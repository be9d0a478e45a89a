// The API keys module's public face: keys of the Merchant API, their routes and the authenticator of calls.
export { apiKeyAuthenticator } from './authenticator';
export { apiKeyRoutes } from './routes';
export { type ApiKeyService, apiKeyService } from './service';
