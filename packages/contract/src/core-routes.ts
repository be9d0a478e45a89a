import { authApi } from './auth-routes';
import { receivingApi } from './receiving-routes';

function coreRoutes() {
  return { ...authApi, ...receivingApi } as const;
}

/**
 * Sign-up, login, the session and receiving crypto: the calls the console's shell and overview make,
 * in a module of their own so that a page taking them loads no other area's schemas.
 */
export const coreApi = /* @__PURE__ */ coreRoutes();
