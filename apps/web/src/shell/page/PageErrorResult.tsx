import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/useTranslation';

/** What a user sees instead of a page that failed: no error details (they are in the log). */
export default function PageErrorResult({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('shell.pageError')}
      subTitle={t('shell.pageErrorHint')}
      data-testid="page-error"
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>,
        <Link key="log" to="/log">
          <Button>{t('route.log')}</Button>
        </Link>,
      ]}
    />
  );
}
