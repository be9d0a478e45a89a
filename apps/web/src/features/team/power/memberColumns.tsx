import type { MemberStatus, Permission, TeamMember, TeamRole } from '@mc/contract';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { activeOwners, memberActions, memberRoleLabel } from '../roleAccess';
import { MemberActions } from './MemberActions';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const STATUS_COLOR: Record<MemberStatus, string> = {
  invited: 'processing',
  active: 'success',
  disabled: 'default',
};

const time = (iso: string | null) => (iso ? dayjs(iso).format(TIME_FORMAT) : '—');

interface Context {
  t: TFunction;
  rows: readonly TeamMember[];
  roles: readonly TeamRole[] | undefined;
  mine: ReadonlySet<Permission>;
  onChangeRole: (member: TeamMember) => void;
}

/** The invitation cell: who invited, and for a pending invitation when its link expires. */
function invitation(t: TFunction, m: TeamMember) {
  const expires = m.invitation_expires_at;
  return (
    <Space orientation="vertical" size={0}>
      {m.invited_by ? <span>{t('team.invitedBy', { name: m.invited_by })}</span> : null}
      {m.status === 'invited' && expires ? (
        <Typography.Text
          type={dayjs(expires).isBefore(dayjs()) ? 'danger' : 'secondary'}
          data-testid="team-expires"
        >
          {dayjs(expires).isBefore(dayjs()) ? t('team.expired') : t('team.expires', { time: time(expires) })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** The members table's columns: who, role, status, authenticator, last login, invitation, actions. */
export function memberColumns({ t, rows, roles, mine, onChangeRole }: Context): ColumnsType<TeamMember> {
  const owners = activeOwners(rows);
  return [
    {
      title: t('team.col.name'),
      key: 'name',
      render: (_, m) => (
        <Space size={4} wrap>
          <span data-testid="team-name">{m.name ?? t('team.none')}</span>
          {m.status === 'invited' ? <Tag color="processing">{t('team.status.invited')}</Tag> : null}
          {m.is_you ? (
            <Tag color="blue" data-testid="team-you">
              {t('team.you')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { title: t('team.col.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('team.col.role'),
      key: 'role',
      render: (_, m) => (
        <span data-testid="team-role" data-role={m.role}>
          {memberRoleLabel(t, m.role, roles)}
        </span>
      ),
    },
    {
      title: t('team.col.status'),
      key: 'status',
      render: (_, m) => (
        <Tag color={STATUS_COLOR[m.status]} data-testid="team-status" data-status={m.status}>
          {t(`team.status.${m.status}`)}
        </Tag>
      ),
    },
    {
      title: t('team.col.authenticator'),
      key: 'totp',
      render: (_, m) => (
        <Typography.Text
          type={m.totp_enabled ? 'success' : 'secondary'}
          data-testid="team-totp"
          data-bound={String(m.totp_enabled)}
        >
          {t(m.totp_enabled ? 'team.bound.yes' : 'team.bound.no')}
        </Typography.Text>
      ),
    },
    { title: t('team.col.lastLogin'), key: 'last', render: (_, m) => time(m.last_login_at) },
    { title: t('team.col.invitation'), key: 'invitation', render: (_, m) => invitation(t, m) },
    {
      title: t('team.col.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, m) => (
        <MemberActions member={m} actions={memberActions(m, mine, owners)} onChangeRole={onChangeRole} />
      ),
    },
  ];
}
