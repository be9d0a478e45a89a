import {
  type MerchantInfo,
  type Permission,
  permissionGroups,
  permissions,
  type TeamMember,
  type TeamRole,
} from '@mc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { i18n, setLanguage } from '../../../lib/i18n';
import { MERCHANT_INFO_KEY, queryClient } from '../../../lib/queryClient';
import { ModalProvider } from '../../../shell/ModalProvider';
import { renderRoute } from '../../../test/renderRoute';
import PowerPage from './PowerPage';

const all = [...permissions];
const without = (...gone: Permission[]) => all.filter((p) => !gone.includes(p));
const VIEWER: Permission[] = [
  'account.own',
  'overview.read',
  'orders.read',
  'collection.read',
  'payouts.read',
  'fiat.read',
  'history.read',
  'kyb.read',
  'settings.read',
];
const FINANCE: Permission[] = [
  ...VIEWER,
  'payouts.create',
  'conversions.create',
  'fiat.topup',
  'history.export',
];
const role = (key: string, granted: Permission[], requires = false): TeamRole => ({
  key,
  name: null,
  builtin: true,
  requires_authenticator: requires,
  permissions: granted,
});
const ROLES: TeamRole[] = [
  role('owner', all),
  role('admin', without('team.owners'), true),
  role('finance', FINANCE, true),
  role('viewer', VIEWER),
  { ...role('auditor', [...VIEWER, 'history.export']), builtin: false, name: 'Auditor' },
];

const member = (over: Partial<TeamMember> & Pick<TeamMember, 'id' | 'role'>): TeamMember => ({
  name: 'Someone',
  email: `${over.id}@harbor.example`,
  status: 'active',
  totp_enabled: true,
  last_login_at: '2026-11-20T02:00:00.000Z',
  invited_at: '2026-11-01T02:00:00.000Z',
  invited_by: null,
  invitation_expires_at: null,
  is_you: false,
  ...over,
});
const OWNER = member({ id: 'owner', role: 'owner', name: 'Wang Lei' });
const ADMIN = member({ id: 'admin', role: 'admin', name: 'Chen Jing', invited_by: 'Wang Lei' });
const FIN = member({ id: 'finance', role: 'finance', name: 'Li Na', totp_enabled: false });
const INVITED = member({
  id: 'invited',
  role: 'auditor',
  name: null,
  status: 'invited',
  last_login_at: null,
  invited_by: 'Chen Jing',
  invitation_expires_at: '2099-01-01T00:00:00.000Z',
});

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((() => undefined) as never);
});

function answer(members: TeamMember[]) {
  vi.mocked(call).mockImplementation(async (route) => {
    if (route.path === '/team/members') return { items: members, has_more: false, next_cursor: null };
    if (route.path === '/team/roles') return { items: ROLES };
    if (route.path === '/team/invitations') return INVITED;
    if (route.path === '/team/members/:id/role') return FIN;
    throw new Error(`unexpected call ${route.path}`);
  });
}

/** Renders /power for a user of `roleKey` whose row is `you`. */
function renderAs(granted: Permission[], rows: TeamMember[], you: string) {
  queryClient.clear();
  queryClient.setQueryData<Partial<MerchantInfo>>(MERCHANT_INFO_KEY, {
    user_id: you,
    permissions: granted,
    merchant_name: 'Harbor Tea House',
  });
  answer(rows.map((m) => ({ ...m, is_you: m.id === you })));
  return renderRoute(
    <ModalProvider>
      <PowerPage />
    </ModalProvider>,
    '/power',
  );
}

const row = (id: string) => screen.findByTestId(`team-row-${id}`);
const actionsOf = (el: HTMLElement) =>
  within(el)
    .queryAllByTestId(/^team-action-/)
    .map((b) => b.dataset.testid?.replace('team-action-', ''));
const callsTo = (path: string) => vi.mocked(call).mock.calls.filter(([route]) => route.path === path);

describe('/power', () => {
  beforeEach(async () => {
    vi.mocked(call).mockReset();
    await setLanguage('cn');
  });

  it('lists the members: name or a dash and the invited tag, role names, status, authenticator, "you"', async () => {
    renderAs(without('team.owners'), [OWNER, ADMIN, FIN, INVITED], 'admin');
    const owner = await row('owner');
    expect(within(owner).getByTestId('team-role').textContent).toBe('所有者');
    expect(within(owner).getByTestId('team-status').textContent).toBe('正常');
    const invited = await row('invited');
    expect(within(invited).getByTestId('team-name').textContent).toBe('—');
    expect(invited.textContent).toContain('已邀请');
    // a merchant's own role shows its name
    await waitFor(() => expect(within(invited).getByTestId('team-role').textContent).toBe('Auditor'));
    expect(invited.textContent).toContain('邀请人：Chen Jing');
    expect(within(invited).getByTestId('team-expires').textContent).toContain('2099-01-01');
    expect(within(await row('finance')).getByTestId('team-totp').dataset.bound).toBe('false');
    expect(within(await row('admin')).getByTestId('team-you')).toBeTruthy();
    expect(within(owner).queryByTestId('team-you')).toBeNull();
  });

  it('with team.manage but not team.owners: the owner row has no actions, others theirs, one’s own only "leave"', async () => {
    renderAs(without('team.owners'), [OWNER, ADMIN, FIN, INVITED], 'admin');
    expect(await screen.findByTestId('team-invite')).toBeTruthy();
    expect(actionsOf(await row('owner'))).toEqual([]);
    expect(actionsOf(await row('admin'))).toEqual(['leave']);
    expect(actionsOf(await row('finance'))).toEqual(['changeRole', 'disable', 'remove']);
    expect(actionsOf(await row('invited'))).toEqual(['changeRole', 'resend', 'withdraw']);
  });

  it('with team.owners, the owner rows have their actions; the last owner cannot leave', async () => {
    const second = member({ id: 'owner2', role: 'owner', name: 'Zhao Min' });
    renderAs(all, [OWNER, second, FIN], 'owner');
    expect(actionsOf(await row('owner2'))).toEqual(['changeRole', 'disable', 'remove']);
    expect(actionsOf(await row('owner'))).toEqual(['leave']);
  });

  it('the only active owner has no "leave"', async () => {
    renderAs(all, [OWNER, FIN], 'owner');
    expect(actionsOf(await row('owner'))).toEqual([]);
    expect(actionsOf(await row('finance'))).toEqual(['changeRole', 'disable', 'remove']);
  });

  it('without team.manage: no invite button and no actions but one’s own "leave"', async () => {
    renderAs(VIEWER.concat('team.read'), [OWNER, ADMIN, FIN, INVITED], 'finance');
    await row('owner');
    expect(screen.queryByTestId('team-invite')).toBeNull();
    for (const id of ['owner', 'admin', 'invited']) expect(actionsOf(await row(id))).toEqual([]);
    expect(actionsOf(await row('finance'))).toEqual(['leave']);
  });

  it('the role select disables the roles beyond the user’s permissions, with the reason', async () => {
    renderAs(without('team.owners'), [OWNER, ADMIN, FIN], 'admin');
    await waitFor(() => expect(callsTo('/team/roles')).toHaveLength(1));
    fireEvent.click(within(await row('finance')).getByTestId('team-action-changeRole'));
    const select = await screen.findByTestId('team-role-select');
    fireEvent.mouseDown(select.querySelector('input') ?? select);
    const option = (key: string) => screen.findByTestId(`team-role-select-${key}`);
    expect((await option('owner')).dataset.disabled).toBe('true');
    expect((await option('owner')).closest('.ant-select-item-option-disabled')).toBeTruthy();
    expect((await option('admin')).dataset.disabled).toBe('false');
    expect((await option('viewer')).dataset.disabled).toBe('false');
    expect((await option('finance')).textContent).toContain('须绑定谷歌验证器');
    fireEvent.mouseEnter(await option('owner'));
    expect(await screen.findByText('该角色包含您没有的权限：管理所有者')).toBeTruthy();
    // choosing an allowed role sends it
    fireEvent.click(await option('viewer'));
    fireEvent.click(screen.getByTestId('team-role-submit'));
    await waitFor(() => expect(callsTo('/team/members/:id/role')).toHaveLength(1));
    const [, body, options] = callsTo('/team/members/:id/role')[0] ?? [];
    expect(body).toEqual({ role: 'viewer' });
    expect(options).toMatchObject({ params: { id: 'finance' } });
  });

  it('invites by email with a role (the least one preselected), then lists again', async () => {
    renderAs(without('team.owners'), [OWNER, ADMIN], 'admin');
    await waitFor(() => expect(callsTo('/team/roles')).toHaveLength(1));
    fireEvent.click(await screen.findByTestId('team-invite'));
    fireEvent.change(await screen.findByTestId('team-invite-email'), {
      target: { value: ' finance@harbor.example ' },
    });
    fireEvent.click(screen.getByTestId('team-invite-submit'));
    await waitFor(() => expect(callsTo('/team/invitations')).toHaveLength(1));
    expect(callsTo('/team/invitations')[0]?.[1]).toEqual({ email: 'finance@harbor.example', role: 'viewer' });
    await waitFor(() => expect(callsTo('/team/members').length).toBeGreaterThan(1));
  });

  it('shows roles against permissions, and every permission is named and described in cn and en', async () => {
    renderAs(without('team.owners'), [OWNER], 'owner');
    const matrix = await screen.findByTestId('team-matrix');
    await waitFor(() =>
      expect(within(matrix).getByTestId('team-cell-owner-team.owners').dataset.has).toBe('true'),
    );
    expect(within(matrix).getByTestId('team-cell-admin-team.owners').textContent).toBe('—');
    expect(within(matrix).getByTestId('team-cell-finance-payouts.create').textContent).toBe('✓');
    expect(matrix.textContent).toContain('管理所有者');
    expect(permissionGroups.flatMap((g) => g.permissions).sort()).toEqual([...permissions].sort());
    for (const lang of ['cn', 'en']) {
      for (const p of permissions) {
        expect(i18n.exists(`team.perm.name.${p}`, { lng: lang }), `${lang} ${p}`).toBe(true);
        expect(i18n.exists(`team.perm.desc.${p}`, { lng: lang }), `${lang} ${p}`).toBe(true);
      }
      for (const g of permissionGroups)
        expect(i18n.exists(`team.perm.group.${g.key}`, { lng: lang })).toBe(true);
    }
  });
});
