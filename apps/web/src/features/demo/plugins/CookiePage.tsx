import { Typography } from 'antd';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';
import { KeyValueForm } from './KeyValueForm';

const PREFIX = 'demo-';

/** Set, read and remove cookies (names get a `demo-` prefix so the session cookies stay safe). */
export default function CookiePage() {
  const { t } = useTranslation();
  const [result, setResult] = useState('');
  const [all, setAll] = useState(() => Object.keys(Cookies.get()));
  const refresh = () => setAll(Object.keys(Cookies.get()));
  return (
    <PageContainer
      title={t('route.demo.cookie')}
      header={t('demo.cookie.hint')}
      footer={`${t('demo.cookie.names')}: ${all.join(', ')}`}
    >
      <KeyValueForm
        testId="cookie"
        onSet={(key, value) => {
          Cookies.set(`${PREFIX}${key}`, value, { expires: 1, sameSite: 'lax' });
          setResult(`${PREFIX}${key} = ${value}`);
          refresh();
        }}
        onGet={(key) => setResult(`${PREFIX}${key} = ${Cookies.get(`${PREFIX}${key}`) ?? t('demo.kv.none')}`)}
        onRemove={(key) => {
          Cookies.remove(`${PREFIX}${key}`);
          setResult(`${PREFIX}${key} ${t('demo.kv.removed')}`);
          refresh();
        }}
      />
      <Typography.Paragraph style={{ marginTop: 16 }} data-testid="cookie-result">
        {result}
      </Typography.Paragraph>
    </PageContainer>
  );
}
