import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '../lib/useTranslation';
import { addLog } from '../shell/log/logStore';

/** SHELL-32: render errors are logged as danger entries; the user gets a neutral page. */
export default function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    addLog(error instanceof Error ? error.message : 'Unknown error', 'danger', error);
  }, [error]);
  return (
    <Result
      status="warning"
      title={t('common.unknownError')}
      extra={
        <Button type="primary" onClick={() => window.location.assign('/index')}>
          {t('header.home')}
        </Button>
      }
    />
  );
}
