import { builtinRoles, permissions } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';
import { permissionLabel, roleLabel } from './permissionLabels';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

describe('names of permissions and roles', () => {
  it.each(['cn', 'en'] as const)('every permission and built-in role has a name (%s)', async (lang) => {
    await setLanguage(lang);
    for (const permission of permissions) expect(permissionLabel(t, permission)).not.toBe(permission);
    for (const role of builtinRoles) expect(roleLabel(t, role)).not.toBe(role);
  });

  it('a merchant’s own role is shown by its key', async () => {
    await setLanguage('en');
    expect(roleLabel(t, 'night_shift')).toBe('night_shift');
    expect(permissionLabel(t, 'payouts.create')).toBe('Make payouts');
  });
});
