// The system module's public face: the health route, and whether the server has a dev faucet.
export { hasDevFaucet, systemRoutes } from './routes';
