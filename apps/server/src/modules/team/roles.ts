import { builtinRoles, type Permission, permissions, type TeamRole } from '@mc/contract';
import type { Queryable } from '../../db/client';

/** A role a merchant can give: a built-in one (no merchant) or the merchant's own. */
export interface RoleRow {
  id: string;
  merchant_id: string | null;
  key: string;
  name: string | null;
  requires_authenticator: boolean;
  permissions: Permission[];
  [key: string]: unknown;
}

const COLUMNS = 'id, merchant_id, key, name, requires_authenticator, permissions';

/** The role every merchant's first user has: it alone may change or remove owners (`team.owners`). */
export const OWNER_ROLE = 'owner';

/** The roles of `team_roles`. A built-in role's key is reserved: it wins over a merchant's own. */
export const roleRepo = {
  /** The role of this key a merchant can give (built-in or its own), or undefined. */
  async byKey(q: Queryable, merchantId: string, key: string): Promise<RoleRow | undefined> {
    const rows = await q.query<RoleRow>(
      `SELECT ${COLUMNS} FROM team_roles
       WHERE key = $2 AND (merchant_id IS NULL OR merchant_id = $1)
       ORDER BY merchant_id NULLS FIRST LIMIT 1`,
      [merchantId, key],
    );
    return rows[0];
  },

  async byId(q: Queryable, id: string): Promise<RoleRow | undefined> {
    const rows = await q.query<RoleRow>(`SELECT ${COLUMNS} FROM team_roles WHERE id = $1`, [id]);
    return rows[0];
  },

  /** The built-in owner role (present from migration 027 on). */
  async owner(q: Queryable): Promise<RoleRow> {
    const rows = await q.query<RoleRow>(
      `SELECT ${COLUMNS} FROM team_roles WHERE key = $1 AND merchant_id IS NULL`,
      [OWNER_ROLE],
    );
    if (!rows[0]) throw new Error('the built-in owner role is missing');
    return rows[0];
  },

  /** Every role a merchant can give: the built-in ones in their catalogue order, then its own by name. */
  async ofMerchant(q: Queryable, merchantId: string): Promise<RoleRow[]> {
    return q.query<RoleRow>(
      `SELECT ${COLUMNS} FROM team_roles
       WHERE merchant_id IS NULL OR merchant_id = $1
       ORDER BY merchant_id NULLS FIRST,
         array_position($2::text[], key), lower(name), key`,
      [merchantId, builtinRoles],
    );
  },
};

const known: ReadonlySet<string> = new Set(permissions);

export function toTeamRole(r: RoleRow): TeamRole {
  return {
    key: r.key,
    name: r.name,
    builtin: r.merchant_id === null,
    requires_authenticator: r.requires_authenticator,
    // a row written by hand may name a permission this version does not know: it is not shown
    permissions: r.permissions.filter((p) => known.has(p)),
  };
}

/** The first permission of `wanted` that `held` lacks, or undefined when all are held. */
export function firstMissing(
  wanted: readonly Permission[],
  held: ReadonlySet<Permission>,
): Permission | undefined {
  return wanted.find((p) => !held.has(p));
}
