import { Typography } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { readPreference, userPath, writePreference } from '../../../lib/storage';
import { useTranslation } from '../../../lib/useTranslation';
import { KeyValueForm } from './KeyValueForm';

/** SHELL-20: the per-user store (`sys.user.<uuid>.demo.<key>`), the same one the shell's preferences use. */
export default function DbPage() {
  const { t } = useTranslation();
  const [result, setResult] = useState('');
  const path = (key: string) => `demo.${key}`;
  return (
    <PageContainer
      title={t('route.demo.db')}
      header={t('demo.db.hint')}
      footer={<code>{userPath('demo.<key>').join('.')}</code>}
    >
      <KeyValueForm
        testId="db"
        onSet={(key, value) => {
          writePreference(path(key), value);
          setResult(`${userPath(path(key)).join('.')} = ${value}`);
        }}
        onGet={(key) => {
          const value = readPreference(path(key));
          setResult(
            `${userPath(path(key)).join('.')} = ${value === undefined ? t('demo.kv.none') : JSON.stringify(value)}`,
          );
        }}
        onRemove={(key) => {
          writePreference(path(key), undefined);
          setResult(`${userPath(path(key)).join('.')} ${t('demo.kv.removed')}`);
        }}
      />
      <Typography.Paragraph style={{ marginTop: 16 }} data-testid="db-result">
        {result}
      </Typography.Paragraph>
    </PageContainer>
  );
}
