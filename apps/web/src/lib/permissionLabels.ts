import type { Permission } from '@mc/contract';

/** i18next's `t`, or anything that translates a key the same way. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A permission's name in the UI's language (the shell's texts `permission.<key>`). */
export function permissionLabel(t: Translate, permission: Permission): string {
  return t(`permission.${permission}`, { defaultValue: permission });
}

/** A role's name: a built-in role's text (`role.<key>`), or a merchant's own role's key as it is. */
export function roleLabel(t: Translate, role: string): string {
  return t(`role.${role}`, { defaultValue: role });
}
