import type { ApiRoute, Permission } from '@mc/contract';

/** What the document says of who may call an operation: its security, extensions and a sentence each. */
export interface OperationAccess {
  security: Record<string, string[]>[];
  description: string;
  /** The permission the caller's role must hold (merchant routes); `none` where roles do not apply. */
  'x-permission': string;
  /** The scope an API key needs; `none` when the operation takes no API key. */
  'x-api-scope': string;
}

/** What an extension says when it does not apply (the document drops empty values, so a word). */
const NONE = 'none';

const DENIED = 'a missing one answers 403 with envelope code 40301';

/**
 * Who may call a route, for SDK generators and people alike: `security`, the `x-permission` and
 * `x-api-scope` extensions (`none` when they do not apply), and the same said in the description.
 */
export function operationAccess(route: ApiRoute, authenticated: boolean): OperationAccess {
  if (!authenticated) {
    return {
      security: [],
      description: 'Public: no credentials. Permission: none. API key: not needed.',
      'x-permission': NONE,
      'x-api-scope': NONE,
    };
  }
  if (route.access !== 'merchant') {
    return {
      security: [{ bearer: [] }],
      description: `${route.access === 'operator' ? 'Back office: an operator’s login session' : 'Development only'}. Permission: none of a merchant’s role. API key: not accepted.`,
      'x-permission': NONE,
      'x-api-scope': NONE,
    };
  }
  const permission = `Permission: \`${route.permission}\` (the caller’s role must hold it; ${DENIED}).`;
  if (!route.apiScope) {
    return {
      security: [{ bearer: [] }],
      description: `${permission} API key: not accepted, a login session only (a key answers 403 with envelope code 40301).`,
      'x-permission': route.permission ?? NONE,
      'x-api-scope': NONE,
    };
  }
  return {
    security: [{ bearer: [] }, { apiKey: [] }],
    description: `${permission} Takes a login session, or an API key with the \`${route.apiScope}\` scope (${DENIED}).`,
    'x-permission': route.permission ?? NONE,
    'x-api-scope': route.apiScope,
  };
}

/** A merchant's route mounted by hand (a stored document answered as bytes): a login session only. */
export const sessionRouteAccess = (permission: Permission) =>
  operationAccess({ access: 'merchant', permission } as ApiRoute, true);

/** A route whose link's token is the credential (an `<img>` or `<iframe>` sends no bearer token). */
export const linkRouteAccess: OperationAccess = {
  security: [],
  description:
    'A link’s token in the address is the credential (it expires). Permission: none. API key: not needed.',
  'x-permission': NONE,
  'x-api-scope': NONE,
};
