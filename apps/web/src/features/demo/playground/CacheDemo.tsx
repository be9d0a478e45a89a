import { Alert, Input, List } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';

const LINES = Array.from({ length: 40 }, (_, i) => i + 1);

/** SHELL-15: type something, switch tabs and come back: a cached page keeps it, an uncached one does not. */
export function CacheDemo({ cached, title }: { cached: boolean; title: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [mountedAt] = useState(() => new Date().toLocaleTimeString());
  return (
    <PageContainer
      title={title}
      header={t(cached ? 'demo.cache.on' : 'demo.cache.off')}
      footer={t('demo.cache.mounted', { time: mountedAt })}
    >
      <Alert
        type={cached ? 'success' : 'info'}
        showIcon
        title={t('demo.cache.hint')}
        style={{ marginBottom: 16 }}
      />
      <Input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('demo.cache.placeholder')}
        data-testid="cache-input"
        style={{ maxWidth: 420 }}
      />
      <List
        style={{ marginTop: 16 }}
        size="small"
        dataSource={LINES}
        renderItem={(n) => (
          <List.Item data-testid={`cache-line-${n}`}>{t('demo.cache.line', { n })}</List.Item>
        )}
      />
    </PageContainer>
  );
}
