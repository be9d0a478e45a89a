import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';
import { useCollectionSettings } from '../api';
import { TimezoneModal } from './TimezoneModal';

/** The monthly rule, stated with the timezone its months count in, and the way to change it. */
export function TimezoneNote() {
  const { t } = useTranslation();
  const settings = useCollectionSettings();
  const canChange = useCan()('collection.manage');
  const [open, setOpen] = useState(false);
  const timezone = settings.data?.timezone;
  if (!timezone) return null;
  return (
    <>
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
                onClick={() => setOpen(true)}
                data-testid="collection-timezone"
              >
                {t('collection.timezone.change')}
              </Button>
            )}
          </>
        }
      />
      <TimezoneModal open={open} current={timezone} onClose={() => setOpen(false)} />
    </>
  );
}
