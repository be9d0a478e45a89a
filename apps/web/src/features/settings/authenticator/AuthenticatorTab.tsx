import { KeyOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { SecurityCard } from '../../security/SecurityCard';
import { SecurityRow } from '../../security/SecurityRow';
import { refreshSettings, useSecurityStatus } from '../api';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { RegenerateCodesModal } from './RegenerateCodesModal';

/** The authenticator (bind / unbind) and its one-time recovery codes. */
export function AuthenticatorTab({
  codes,
  onCodes,
}: {
  codes: string[] | null;
  onCodes: (c: string[] | null) => void;
}) {
  const { t } = useTranslation();
  const status = useSecurityStatus();
  const [regenerating, setRegenerating] = useState(false);
  const enabled = status.data?.totp_enabled ?? false;
  const remaining = status.data?.recovery_codes_remaining ?? 0;

  return (
    <div className="mc-settings-pane mc-settings-stack" data-testid="authenticator-tab">
      <SecurityCard
        onBound={(c) => onCodes(c)}
        onChanged={() => {
          void refreshSettings();
        }}
      />
      {codes ? <RecoveryCodesPanel codes={codes} onDone={() => onCodes(null)} /> : null}
      <Card title={t('settings.recovery.title')}>
        {status.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <SecurityRow
            icon={<KeyOutlined />}
            state={
              <span>
                {enabled ? (
                  <Tag
                    color={remaining > 2 ? 'success' : 'warning'}
                    data-testid="recovery-remaining"
                    data-count={remaining}
                  >
                    {t('settings.recovery.remaining', { count: remaining })}
                  </Tag>
                ) : (
                  <Tag>{t('settings.recovery.none')}</Tag>
                )}
              </span>
            }
            description={t('settings.recovery.intro')}
            actions={
              <Button
                disabled={!enabled}
                onClick={() => setRegenerating(true)}
                data-testid="recovery-regenerate"
              >
                {t('settings.recovery.regenerate')}
              </Button>
            }
          />
        )}
      </Card>
      <RegenerateCodesModal
        open={regenerating}
        onClose={() => setRegenerating(false)}
        onCodes={(c) => onCodes(c)}
      />
    </div>
  );
}
