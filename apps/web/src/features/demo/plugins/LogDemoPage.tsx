import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';
import { addLog } from '../../../shell/log/logStore';

/** SHELL-31/34: push an info, a warning and an error into the frontend log and watch the header badge. */
function Bomb(): never {
  throw new Error('Demo render error');
}

export default function LogDemoPage() {
  const { t } = useTranslation();
  const [explode, setExplode] = useState(false);
  return (
    <PageContainer
      title={t('route.demo.log')}
      header={t('demo.log.hint')}
      footer={<Link to="/log">{t('route.log')}</Link>}
    >
      <Space wrap>
        <Button onClick={() => addLog(t('demo.log.infoText'), 'info')} data-testid="log-push-info">
          {t('demo.log.info')}
        </Button>
        <Button onClick={() => addLog(t('demo.log.warningText'), 'warning')} data-testid="log-push-warning">
          {t('demo.log.warning')}
        </Button>
        <Button
          danger
          onClick={() => addLog(t('demo.log.errorText'), 'danger', new Error('demo'))}
          data-testid="log-push-error"
        >
          {t('demo.log.error')}
        </Button>
        <Button
          onClick={() => void Promise.reject(new Error('Demo unhandled rejection'))}
          data-testid="log-reject"
        >
          {t('demo.log.reject')}
        </Button>
        <Button onClick={() => setExplode(true)} data-testid="log-throw">
          {t('demo.log.throw')}
        </Button>
      </Space>
      {explode && <Bomb />}
    </PageContainer>
  );
}
