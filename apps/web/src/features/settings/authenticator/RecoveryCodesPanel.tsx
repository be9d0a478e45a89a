import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import { downloadText } from '../../../lib/download';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { useMerchantInfo } from '../../auth/useMerchantInfo';

/** Ten one-time codes shown once, right after they were made: copy, download, then dismiss. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const info = useMerchantInfo();
  const text = codes.join('\n');
  const header = t('settings.recovery.fileHeader', {
    app: document.title || 'Merchant Console',
    email: info?.email ?? '',
  });

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.success(t('settings.recovery.copied'));
  };

  return (
    <Card
      className="mc-recovery-panel"
      data-testid="recovery-codes"
      title={t('settings.recovery.codesTitle')}
    >
      <Alert
        type="warning"
        showIcon
        title={t('settings.recovery.codesWarning')}
        style={{ marginBottom: 16 }}
      />
      <ol className="mc-recovery-codes">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="recovery-copy">
          {t('settings.recovery.copyAll')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => downloadText(`${header}\n\n${text}\n`, 'recovery-codes.txt')}
          data-testid="recovery-download"
        >
          {t('settings.recovery.download')}
        </Button>
        <Button type="primary" onClick={onDone} data-testid="recovery-done">
          {t('settings.recovery.saved')}
        </Button>
      </Space>
    </Card>
  );
}
