import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Accepted } from './InvitationForm';
import { RecoveryCodes } from './RecoveryCodes';

/** Accepted: the recovery codes (once, when an authenticator was bound) and the way to the login page. */
export function InvitationDone({ accepted }: { accepted: Accepted }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="invite-done">
      <Result
        status="success"
        title={t('invite.doneTitle', { merchant: accepted.merchant_name })}
        subTitle={t('invite.doneDesc', { email: accepted.email })}
        style={{ padding: '16px 0' }}
      />
      {accepted.recovery_codes.length > 0 ? (
        <RecoveryCodes codes={accepted.recovery_codes} email={accepted.email} />
      ) : null}
      <Button
        type="primary"
        block
        onClick={() => void navigate('/login', { state: { email: accepted.email } })}
        data-testid="invite-to-login"
      >
        {t('invite.toLogin')}
      </Button>
    </div>
  );
}
