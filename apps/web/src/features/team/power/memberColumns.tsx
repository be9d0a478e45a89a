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

/** Under an invitation's status: who invited, and when its link expires. */
function invitation(t: TFunction, m: TeamMember) {
  const expires = m.invitation_expires_at;
  const expired = expires !== null && dayjs(expires).isBefore(dayjs());
  return (
    <Typography.Text type="secondary" className="mc-team-invitation">
      {m.invited_by ? <div>{t('team.invitedBy', { name: m.invited_by })}</div> : null}
      {expires ? (
        <Typography.Text type={expired ? 'danger' : 'secondary'} data-testid="team-expires">
          {expired ? t('team.expired') : t('team.expires', { time: time(expires) })}
        </Typography.Text>
      ) : null}
    </Typography.Text>
  );
}

/** The members table's columns: who, role, status (an invitation's too), authenticator, last login, actions. */
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
        <>
          <Tag color={STATUS_COLOR[m.status]} data-testid="team-status" data-status={m.status}>
            {t(`team.status.${m.status}`)}
          </Tag>
          {m.status === 'invited' ? invitation(t, m) : null}
        </>
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
