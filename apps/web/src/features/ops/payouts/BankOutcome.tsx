import { Button, Space } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { useModal } from '../../../shell/ModalProvider';
import { displayAmount } from '../../receive/amounts';
import { markBankTransfer, type OpsPayout } from '../api';
import { ReasonModal } from '../components/ReasonModal';

/**
 * The simulated bank's outcome of a bank transfer being processed, set by an operator: sent (the
 * transfer completes) or failed with a reason (the funds return). Audited by the server.
 */
export function BankOutcome({
  payout: p,
  onMarked,
  onFailure,
}: {
  payout: OpsPayout;
  onMarked: (p: OpsPayout) => void;
  onFailure: (message: string) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const modal = useModal();
  const [failing, setFailing] = useState(false);
  const what = `${displayAmount(p.total)} ${p.asset}`;
  const account = p.bank_account ? `${p.bank_account.bank_name} ${p.bank_account.account_number}` : '';

  const mark = async (outcome: Parameters<typeof markBankTransfer>[1], rethrow: boolean) => {
    try {
      onMarked(await markBankTransfer(p.id, outcome));
      toast.success(
        t(outcome.outcome === 'completed' ? 'ops.payouts.markedSent' : 'ops.payouts.markedFailed'),
      );
    } catch (error) {
      if (rethrow) throw error;
      onFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const sent = () =>
    modal.confirm({
      title: t('ops.payouts.markSentTitle'),
      content: t('ops.payouts.markSentHint', { what, account }),
      okText: t('ops.payouts.markSent'),
      cancelText: t('ops.common.cancel'),
      width: 480,
      okButtonProps: { 'data-testid': 'ops-bank-sent-ok' } as Record<string, string>,
      onOk: () => mark({ outcome: 'completed' }, false),
    });

  return (
    <Space>
      <Button danger onClick={() => setFailing(true)} data-testid="ops-bank-failed">
        {t('ops.payouts.markFailed')}
      </Button>
      <Button type="primary" onClick={sent} data-testid="ops-bank-sent">
        {t('ops.payouts.markSent')}
      </Button>
      {failing && (
        <ReasonModal
          open
          title={t('ops.payouts.markFailedTitle')}
          hint={t('ops.payouts.markFailedHint', { what })}
          okText={t('ops.payouts.markFailed')}
          danger
          onSubmit={(values) => mark({ outcome: 'failed', reason: values.reason }, true)}
          onClose={() => setFailing(false)}
        />
      )}
    </Space>
  );
}
