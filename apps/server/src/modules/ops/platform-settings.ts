import type { Queryable } from '../../db/client';

/** A setting of the platform as operators last set it, and who did. */
export interface PlatformSetting {
  value: string;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The setting `key`, with the email of the operator who set it; undefined while it was never set. */
export async function platformSettingOf(q: Queryable, key: string): Promise<PlatformSetting | undefined> {
  const [row] = await q.query<{ value: string; updated_at: Date; email: string | null }>(
    `SELECT s.value, s.updated_at, o.email FROM platform_settings s LEFT JOIN operators o ON o.id = s.updated_by
     WHERE s.key = $1`,
    [key],
  );
  return row && { value: row.value, updatedAt: row.updated_at, updatedBy: row.email };
}

/** Sets the setting `key` to `value`, recording the operator and the time. */
export async function setPlatformSetting(
  tx: Queryable,
  key: string,
  value: string,
  operatorId: string,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO platform_settings (key, value, updated_at, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by`,
    [key, value, at, operatorId],
  );
}
