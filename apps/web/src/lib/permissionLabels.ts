import type { Permission } from '@mc/contract';
import type { TFunction } from 'i18next';

/** A permission's name in the UI's language (the shell's texts `permission.<key>`). */
export function permissionLabel(t: TFunction, permission: Permission): string {
  return t(`permission.${permission}`, { defaultValue: permission });
}

/** A role's name: a built-in role's text (`role.<key>`), or a merchant's own role's key as it is. */
export function roleLabel(t: TFunction, role: string): string {
  return t(`role.${role}`, { defaultValue: role });
}
