import { Alert, Form, Radio, Typography } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { useTranslation } from '../../../lib/useTranslation';
import { displayAmount } from '../../receive/index';
import { type BankCredit, matchBankCredit } from './api';

interface Values {
  topup_id: string;
}

type Candidate = BankCredit['candidates'][number];

/** One candidate as a choice: whose top-up, its reference, what was claimed and when it was sent. */
function CandidateChoice({ c }: { c: Candidate }) {
  const { t } = useTranslation();
  return (
    <span className="mc-ops-two-lines">
      <span>
        <Typography.Text strong>{c.merchant_name}</Typography.Text> <code>{c.reference}</code>
      </span>
      <Typography.Text type="secondary" className="mc-ops-small">
        {t('ops.bankCredits.claimed', { amount: `${displayAmount(c.amount)} ${c.currency}` })}
        {' · '}
        {t('ops.bankCredits.valueDate', { date: c.value_date })}
      </Typography.Text>
    </span>
  );
}

/**
 * "Match": credits the credit to one of its candidate top-ups (the only one preselected), which is then
 * approved for the amount that arrived.
 */
export function MatchModal(p: { credit: BankCredit | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const errors = useFormSubmitError<'topup_id'>(form, ['topup_id']);
  const candidates = p.credit?.candidates ?? [];
  const what = p.credit
    ? { amount: `${displayAmount(p.credit.amount)} ${p.credit.currency}`, payer: p.credit.payer || '—' }
    : { amount: '', payer: '' };
  return (
    <FormModal<Values, BankCredit>
      open={p.credit !== null}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={t('ops.bankCredits.matchTitle')}
      confirmLabel={t('ops.bankCredits.match')}
      confirmTestId="ops-bank-credit-match-ok"
      cancelLabel="ops.common.cancel"
      disabled={candidates.length === 0}
      width={560}
      initialValues={candidates.length === 1 ? { topup_id: candidates[0]?.topup_id } : undefined}
      above={<div className="mc-ops-modal-hint">{t('ops.bankCredits.matchHint', what)}</div>}
      submit={(v) => matchBankCredit(p.credit?.id ?? '', v.topup_id)}
      onDone={p.onDone}
    >
      {candidates.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('ops.bankCredits.noCandidates')}
          data-testid="ops-bank-credit-none"
        />
      ) : (
        <Form.Item
          name="topup_id"
          label={t('ops.bankCredits.candidates')}
          rules={[{ required: true, message: t('ops.bankCredits.candidateRequired') }]}
        >
          <Radio.Group className="mc-ops-bank-candidates" data-testid="ops-bank-credit-candidates">
            {candidates.map((c) => (
              <Radio
                key={c.topup_id}
                value={c.topup_id}
                data-testid={`ops-bank-credit-candidate-${c.topup_id}`}
              >
                <CandidateChoice c={c} />
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
    </FormModal>
  );
}
