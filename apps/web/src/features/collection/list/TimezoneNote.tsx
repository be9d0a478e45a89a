import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { useMerchantTimeZone } from '../../../lib/useMerchantTimeZone';
import { useTranslation } from '../../../lib/useTranslation';

/** The monthly rule, stated with the merchant's time zone, and where to change it (the settings). */
export function TimezoneNote() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timezone = useMerchantTimeZone();
  const canChange = useCan()('settings.merchant.write');
  return (
    <Alert
      type="info"
      showIcon
      className="mc-collection-rule"
      data-testid="collection-rule"
      data-timezone={timezone}
      title={
        <>
          {t('collection.timezone.rule', { timezone })}{' '}
          {canChange && (
            <Button
              type="link"
              size="small"
              className="mc-collection-rule-change"
              onClick={() => void navigate('/account-info#profile')}
              data-testid="collection-timezone"
            >
              {t('collection.timezone.change')}
            </Button>
          )}
        </>
      }
    />
  );
}
