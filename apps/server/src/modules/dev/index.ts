// The dev module's public face: routes that exist outside production only.
export { devRoutes } from './routes';
