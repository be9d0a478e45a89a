import type { TeamMember } from '@mc/contract';
import { Button, Space } from 'antd';
import { isApiError } from '../../../lib/http/apiError';
import { notify } from '../../../lib/notify';
import { endSession } from '../../../lib/sessionEnd';
import { useTranslation } from '../../../lib/useTranslation';
import { useModal } from '../../../shell/ModalProvider';
import { leaveTeam, removeMember, resendInvitation, setMemberStatus } from '../api';
import type { MemberAction } from '../roleAccess';

type Confirmed = Exclude<MemberAction, 'changeRole' | 'resend'>;

const showFailure = (error: unknown) => {
  if (!(isApiError(error) && error.handled))
    notify.error(error instanceof Error ? error.message : String(error));
};

/** What each confirmed action sends, and the toast of its success. */
const RUN: Record<Confirmed, { send: (m: TeamMember) => Promise<unknown>; done: string; danger: boolean }> = {
  disable: { send: (m) => setMemberStatus(m.id, 'disabled'), done: 'team.done.disabled', danger: true },
  enable: { send: (m) => setMemberStatus(m.id, 'active'), done: 'team.done.enabled', danger: false },
  remove: { send: (m) => removeMember(m.id), done: 'team.done.removed', danger: true },
  withdraw: { send: (m) => removeMember(m.id), done: 'team.done.withdrawn', danger: true },
  leave: { send: () => leaveTeam(), done: 'team.done.left', danger: true },
};

/** A member row's actions (test ids `team-action-<action>`); the destructive ones ask first. */
export function MemberActions(p: {
  member: TeamMember;
  actions: readonly MemberAction[];
  onChangeRole: (member: TeamMember) => void;
}) {
  const { t } = useTranslation();
  const modal = useModal();
  const name = p.member.name ?? p.member.email;

  const confirm = (action: Confirmed) => {
    const run = RUN[action];
    modal.confirm({
      content: t(`team.confirm.${action}`, { name, email: p.member.email }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: run.danger, 'data-testid': 'team-confirm-ok' },
      onOk: () =>
        run.send(p.member).then(() => {
          notify.success(t(run.done));
          // one who left has no session here any more
          if (action === 'leave') endSession(null);
        }, showFailure),
    });
  };

  const click = (action: MemberAction) => {
    if (action === 'changeRole') p.onChangeRole(p.member);
    else if (action === 'resend')
      resendInvitation(p.member.id).then(() => notify.success(t('team.done.resent')), showFailure);
    else confirm(action);
  };

  if (p.actions.length === 0) return null;
  return (
    <Space size={0} wrap>
      {p.actions.map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          danger={action !== 'changeRole' && action !== 'resend' && action !== 'enable'}
          onClick={() => click(action)}
          data-testid={`team-action-${action}`}
        >
          {t(`team.action.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
