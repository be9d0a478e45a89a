import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/useTranslation';

/** Catch-all page for unknown addresses (public). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f4f6fa' }}>
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.text')}
        extra={
          <Link to="/index">
            <Button type="primary">{t('notFound.home')}</Button>
          </Link>
        }
      />
    </div>
  );
}
