// The system module's public face: the health route.
export { systemRoutes } from './routes';
