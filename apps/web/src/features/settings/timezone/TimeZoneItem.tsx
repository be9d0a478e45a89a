import { Button, Space } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { TimeZoneModal } from './TimeZoneModal';

/** The merchant's time zone on the profile, and the way to change it for a role that may. */
export function TimeZoneItem({ timezone }: { timezone: string }) {
  const { t } = useTranslation();
  const canChange = useCan()('settings.merchant.write');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space size={4} wrap>
        <span data-testid="profile-timezone">{timezone}</span>
        {canChange && (
          <Button
            size="small"
            type="link"
            onClick={() => setOpen(true)}
            data-testid="profile-timezone-change"
          >
            {t('settings.timezone.change')}
          </Button>
        )}
      </Space>
      <TimeZoneModal open={open} current={timezone} onClose={() => setOpen(false)} />
    </>
  );
}
