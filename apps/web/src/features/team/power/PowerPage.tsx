import { UserAddOutlined } from '@ant-design/icons';
import type { TeamMember } from '@mc/contract';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { useTeamMembers, useTeamRoles } from '../api';
import '../team.css';
import { useMyAccess } from '../useMyAccess';
import { ChangeRoleModal } from './ChangeRoleModal';
import { InviteModal } from './InviteModal';
import { memberColumns } from './memberColumns';
import { RolesMatrix } from './RolesMatrix';

/**
 * /power: the team's members and invitations (actions for those who may manage them), the invite
 * dialog, and the roles against their permissions. Test ids: `team-table`, `team-row-<id>`.
 */
export default function PowerPage() {
  const { t } = useTranslation();
  const members = useTeamMembers();
  const roles = useTeamRoles();
  const { permissions: mine } = useMyAccess();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const roleList = roles.data ?? [];

  return (
    <ListPage<TeamMember>
      title={t('team.title')}
      actions={
        mine.has('team.manage') ? (
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => setInviting(true)}
            data-testid="team-invite"
          >
            {t('team.invite')}
          </Button>
        ) : null
      }
      above={members.error && <Typography.Text type="danger">{members.error.message}</Typography.Text>}
      list={members}
      columns={memberColumns({ t, rows: members.rows, roles: roles.data, mine, onChangeRole: setChanging })}
      scrollX="max-content"
      emptyText={t('team.empty')}
      testId="team-table"
      rowTestId="team-row"
      footerTestId="team"
      after={<RolesMatrix roles={roleList} loading={roles.isPending} />}
    >
      <InviteModal open={inviting} onClose={() => setInviting(false)} roles={roleList} mine={mine} />
      <ChangeRoleModal member={changing} onClose={() => setChanging(null)} roles={roleList} mine={mine} />
    </ListPage>
  );
}
