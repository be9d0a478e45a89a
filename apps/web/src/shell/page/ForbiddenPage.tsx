import type { Permission } from '@mc/contract';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { permissionLabel } from '../../lib/permissionLabels';
import { useTranslation } from '../../lib/useTranslation';

/**
 * The page shown in the shell instead of a page the user's role does not permit (opened by URL or
 * an old link): it names the missing permission and leads home.
 */
export default function ForbiddenPage({ permission }: { permission: Permission }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={t('forbidden.text', { permission: permissionLabel(t, permission) })}
      data-testid="forbidden-page"
      extra={
        <Link to="/index">
          <Button type="primary" data-testid="forbidden-home">
            {t('forbidden.back')}
          </Button>
        </Link>
      }
    />
  );
}
