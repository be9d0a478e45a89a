import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';

/** Write text to the clipboard and read it back. */
export default function ClipboardPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState('0x71C7656EC7ab88b098defB751B7401B5f6d8976F');
  const [read, setRead] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('common.copied'));
    } catch {
      toast.error(t('demo.clipboard.denied'));
    }
  };
  const paste = async () => {
    try {
      setRead(await navigator.clipboard.readText());
    } catch {
      toast.error(t('demo.clipboard.denied'));
    }
  };
  return (
    <PageContainer title={t('route.demo.clipboard')} header={t('demo.clipboard.hint')}>
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input value={text} onChange={(e) => setText(e.target.value)} data-testid="clipboard-input" />
        <Button type="primary" onClick={() => void copy()} data-testid="clipboard-copy">
          {t('common.copy')}
        </Button>
      </Space.Compact>
      <div style={{ marginTop: 16 }}>
        <Button onClick={() => void paste()} data-testid="clipboard-read">
          {t('demo.clipboard.read')}
        </Button>
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="clipboard-result">
          {read}
        </Typography.Paragraph>
      </div>
    </PageContainer>
  );
}
