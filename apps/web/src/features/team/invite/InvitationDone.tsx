import { Button, Result } from 'antd';
import { openPage } from '../../../lib/pageHandOff';
import { useTranslation } from '../../../lib/useTranslation';
import type { Accepted } from './InvitationForm';
import { RecoveryCodes } from './RecoveryCodes';

/** Accepted: the recovery codes (once, when an authenticator was bound) and the way to the login page (another
 * document: the public entry's), its email filled in. */
export function InvitationDone({ accepted }: { accepted: Accepted }) {
  const { t } = useTranslation();
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
        onClick={() => openPage('/login', { handOff: { email: accepted.email } })}
        data-testid="invite-to-login"
      >
        {t('invite.toLogin')}
      </Button>
    </div>
  );
}
