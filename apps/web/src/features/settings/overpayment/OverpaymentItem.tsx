import { type OverpaymentMode, overpaymentModes, settingsApi } from '@mc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Select, Space, Typography } from 'antd';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';

const KEY = ['merchant', 'settings'] as const;

/**
 * What becomes of what an order receives beyond its amount: credited (the default) or held for a
 * refund to the payer. A role that may not change the settings sees the choice only.
 */
export function OverpaymentItem() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const canChange = useCan()('settings.merchant.write');
  const settings = useQuery({ queryKey: KEY, queryFn: () => call(settingsApi.merchantSettings) });
  const save = useMutation({
    mutationFn: (overpayment: OverpaymentMode) => call(settingsApi.setOverpaymentSetting, { overpayment }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      toast.success(t('settings.overpayment.saved'));
    },
  });
  const current = settings.data?.overpayment;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%', minWidth: 0 }}>
      {canChange ? (
        // a grid track that may shrink to nothing: the description table keeps to a phone's width
        <div className="mc-overpayment-choice">
          <Select<OverpaymentMode>
            value={current}
            loading={settings.isLoading || save.isPending}
            disabled={!current || save.isPending}
            onChange={(mode) => save.mutate(mode)}
            options={overpaymentModes.map((mode) => ({
              value: mode,
              label: t(`settings.overpayment.mode.${mode}`),
            }))}
            // as wide as its cell allows (a phone's is narrow); the list shows each choice whole
            style={{ width: '100%' }}
            popupMatchSelectWidth={false}
            data-testid="overpayment-select"
          />
        </div>
      ) : (
        <span data-testid="overpayment-mode">
          {current ? t(`settings.overpayment.mode.${current}`) : '—'}
        </span>
      )}
      <Typography.Text type="secondary">{t('settings.overpayment.hint')}</Typography.Text>
    </Space>
  );
}
