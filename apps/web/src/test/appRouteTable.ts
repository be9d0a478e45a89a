import { routes } from '../app/routes';
import { registerRouteTable } from '../lib/routing/routeTable';

/** Tests of the shell against the app's real route table import this once. */
registerRouteTable(routes);
