import { Button, Descriptions, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/http/apiError';
import { useTranslation } from '../../../lib/useTranslation';
import { roleLabel } from '../roleAccess';
import { InvitationDone } from './InvitationDone';
import { type Accepted, InvitationForm } from './InvitationForm';
import { InvitationFrame } from './InvitationFrame';
import { isInvitationToken, useInvitation } from './useInvitation';

/** A refusal of the link itself (unknown, used, withdrawn, expired), not a failure to reach the server. */
const isRefused = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

function InvitationContent({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  const [accepted, setAccepted] = useState<Accepted | null>(null);

  if (accepted) return <InvitationDone accepted={accepted} />;
  if (!isInvitationToken(token) || (invitation.isError && isRefused(invitation.error)))
    return (
      <Result
        status="warning"
        title={t('invite.invalidTitle')}
        subTitle={t('invite.invalidDesc')}
        data-testid="invite-invalid"
      />
    );
  if (invitation.isError)
    return (
      <Result
        status="error"
        title={t('invite.failedTitle')}
        subTitle={invitation.error.message}
        extra={<Button onClick={() => void invitation.refetch()}>{t('invite.retry')}</Button>}
        data-testid="invite-failed"
      />
    );
  if (!invitation.data) return <Skeleton active paragraph={{ rows: 6 }} />;

  const view = invitation.data;
  const role = roleLabel(t, view.role, view.role_name);
  return (
    <div data-testid="invite-ready" data-requires-authenticator={String(view.requires_authenticator)}>
      <h1 data-testid="invite-title">{t('invite.title', { merchant: view.merchant_name })}</h1>
      <p>{t('invite.subtitle', { role })}</p>
      <Descriptions column={1} size="small" bordered className="mc-invite-facts">
        <Descriptions.Item label={t('invite.merchant')}>
          <span data-testid="invite-merchant">{view.merchant_name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('invite.email')}>
          <span data-testid="invite-email">{view.email}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('invite.role')}>
          <span data-testid="invite-role" data-role={view.role}>
            {role}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('invite.expires')}>
          {dayjs(view.expires_at).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
      </Descriptions>
      <InvitationForm token={token} invitation={view} onAccepted={setAccepted} />
    </div>
  );
}

/** /invite/:token: the invitee's page of an invitation link (no login, no shell). */
export default function InvitationPage() {
  const { token = '' } = useParams();
  return (
    <InvitationFrame>
      <InvitationContent token={token} />
    </InvitationFrame>
  );
}
