import { Form, Input } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import {
  type ChainNetworkStatus,
  type LowBalanceThresholdsBody,
  saveLowBalanceThresholds,
  senderKey,
} from './api';

type Values = Record<string, string | undefined>;

/** The body of the form: a value per sender and asset; an emptied one goes back to the settings' threshold. */
function bodyOf(network: ChainNetworkStatus, values: Values): LowBalanceThresholdsBody {
  const body: { hot: Record<string, string | null>; gas_tank: Record<string, string | null> } = {
    hot: {},
    gas_tank: {},
  };
  for (const s of network.senders) {
    const value = values[senderKey(s)]?.trim() ?? '';
    const before = s.threshold_source === 'operator' ? s.threshold : null;
    if (value === '' && before === null) continue;
    body[s.sender][s.asset] = value === '' ? null : value;
  }
  return body;
}

/** An operator's thresholds of one network's senders: below one, operators are mailed once. */
export function ThresholdsModal({
  network,
  open,
  onClose,
}: {
  network: ChainNetworkStatus;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const fields = network.senders.map(senderKey);
  const errors = useFormSubmitError<string>(form, fields);
  const initial = Object.fromEntries(
    network.senders.map((s) => [senderKey(s), s.threshold_source === 'operator' ? (s.threshold ?? '') : '']),
  );
  return (
    <FormModal<Values, unknown>
      open={open}
      onClose={onClose}
      form={form}
      errors={errors}
      title={t('ops.networks.thresholdsTitle', { network: network.code })}
      confirmLabel={t('ops.networks.saveThresholds')}
      confirmTestId="ops-thresholds-save"
      cancelLabel="ops.common.cancel"
      width={520}
      initialValues={initial}
      above={<div className="mc-ops-modal-hint">{t('ops.networks.thresholdsHint')}</div>}
      submit={(values) => saveLowBalanceThresholds(network.code, bodyOf(network, values))}
      onDone={() => toast.success(t('ops.networks.thresholdsSaved'))}
    >
      {network.senders.map((s) => (
        <Form.Item
          key={senderKey(s)}
          name={senderKey(s)}
          label={`${t(`ops.networks.sender.${s.sender}`)} · ${s.asset}`}
          extra={
            s.threshold_source === 'settings' && s.threshold !== null
              ? t('ops.networks.settingsThreshold', { value: s.threshold })
              : undefined
          }
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            maxLength={40}
            suffix={s.asset}
            placeholder={t('ops.networks.thresholdPlaceholder')}
            data-testid={`ops-threshold-${network.code}-${s.sender}-${s.asset}`}
          />
        </Form.Item>
      ))}
    </FormModal>
  );
}
