import { randomUUID } from 'node:crypto';
import {
  type ApiRoute,
  api,
  builtinRoles,
  collectionExportRoute,
  historyExportRoute,
  PERMISSION_DENIED_CODE,
  type Permission,
  permissions,
  statementCsvRoute,
  statementPdfRoute,
} from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { appPerFile } from './testing/app-hooks';
import { loggedInMerchant } from './testing/scenarios';
import { type Actor, as } from './testing/settings';
import { teamMember } from './testing/team';

// Every merchant route of the contract against every built-in role: a role whose permissions (the
// data in team_roles, not a copy) lack the route's answers 403 with envelope code 40301; a role that
// holds it is never refused for a permission. Generated from the route table: a new route cannot
// skip it.
const t = appPerFile();

/** The merchant routes of the contract, the file routes mounted by hand included. */
const everyRoute: [string, ApiRoute][] = [
  ...(Object.entries(api) as [string, ApiRoute][]),
  ['historyExport', historyExportRoute],
  ['collectionExport', collectionExportRoute],
  ['statementPdf', statementPdfRoute],
  ['statementCsv', statementCsvRoute],
];
const merchantRoutes = everyRoute.filter(([, r]) => r.access === 'merchant');

/** Routes whose allowed call would end the very session the test goes on with. */
const ENDS_SESSION = new Set(['logout', 'leaveTeam']);

/** A concrete address: every `:name` segment gets a well-formed value that names nothing. */
function urlOf(route: ApiRoute): string {
  return `/api${route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'token' ? 'x'.repeat(43) : randomUUID()))}`;
}

describe('permissions of merchant routes', () => {
  it('every merchant route declares a permission of the catalogue', () => {
    const missing = merchantRoutes.filter(([, r]) => !r.permission || !permissions.includes(r.permission));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('every route × every built-in role: allowed, or 403 with envelope code 40301 naming it', async () => {
    const owner = await loggedInMerchant(t);
    const grants = new Map(
      (
        await t.db.query<{ key: string; permissions: Permission[] }>(
          'SELECT key, permissions FROM team_roles WHERE merchant_id IS NULL',
        )
      ).map((r) => [r.key, new Set(r.permissions)]),
    );
    const users = new Map<string, Actor>([['owner', { ...owner }]]);
    for (const role of builtinRoles) if (role !== 'owner') users.set(role, await teamMember(t, owner, role));
    expect([...grants.keys()].sort()).toEqual([...builtinRoles].sort());

    const wrong: string[] = [];
    for (const [name, route] of merchantRoutes) {
      for (const role of builtinRoles) {
        const held = grants.get(role)!.has(route.permission!);
        if (held && ENDS_SESSION.has(name)) continue;
        const res = await t.call({
          method: route.method,
          url: urlOf(route),
          headers: { authorization: `Bearer ${users.get(role)!.token}`, 'accept-language': 'en' },
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        const denied = res.status === 403 && res.body?.code === PERMISSION_DENIED_CODE;
        if (res.status >= 500) wrong.push(`${name} as ${role}: ${res.status}`);
        else if (held && denied) wrong.push(`${name} as ${role}: refused though the role holds it`);
        else if (!held && !denied) wrong.push(`${name} as ${role}: ${res.status} instead of 40301`);
        else if (!held && !String(res.body.message).includes(route.permission!)) {
          wrong.push(`${name} as ${role}: the refusal does not name ${route.permission}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // none of it logged anybody out: 40301 is not the envelope 403 that ends a session
    for (const [, user] of users) expect((await as(t, user)('GET', '/merchant/info')).status).toBe(200);
  }, 120_000);
});
