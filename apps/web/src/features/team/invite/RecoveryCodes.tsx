import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { downloadText } from '../../../lib/download';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';

/** The ten one-time recovery codes of the binding, shown this once: copy or download them. */
export function RecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const text = codes.join('\n');
  const header = t('invite.recovery.fileHeader', { app: document.title || 'Merchant Console', email });
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.success(t('invite.recovery.copied'));
  };
  return (
    <div data-testid="invite-recovery-codes">
      <Typography.Title level={5}>{t('invite.recovery.title')}</Typography.Title>
      <Alert type="warning" showIcon title={t('invite.recovery.warning')} style={{ marginBottom: 16 }} />
      <ol className="mc-invite-codes">
        {codes.map((code) => (
          <li key={code} data-testid="invite-recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="invite-recovery-copy">
          {t('invite.recovery.copyAll')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => downloadText(`${header}\n\n${text}\n`, 'recovery-codes.txt')}
          data-testid="invite-recovery-download"
        >
          {t('invite.recovery.download')}
        </Button>
      </Space>
    </div>
  );
}
