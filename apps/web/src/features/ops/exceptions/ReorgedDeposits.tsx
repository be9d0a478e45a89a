import { type OpsReorgedDeposit, type ReorgOutcome, reorgOutcomes } from '@mc/contract';
import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { LongId } from '../../../components/LongId';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { displayAmount } from '../../receive/amounts';
import { type OpsOrder, resolveReorgedDeposit } from '../api';
import { ReasonModal } from '../components/ReasonModal';

const DONE: Record<ReorgOutcome, string> = {
  charge_back: 'ops.exceptions.chargedBack',
  platform_loss: 'ops.exceptions.lossBooked',
};

/**
 * The credited deposits of an order a chain reorganisation took back, each booked on its own:
 * charged back to the merchant or borne by the platform, with the operator's reason.
 */
export function ReorgedDeposits({ order: o }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState<{ deposit: OpsReorgedDeposit; outcome: ReorgOutcome } | null>(null);
  const deposits = o.reorged_deposits ?? [];
  if (!deposits.length) return null;
  const hint = (d: OpsReorgedDeposit, outcome: ReorgOutcome) =>
    t(`ops.exceptions.${outcome}Hint`, {
      amount: displayAmount(d.amount),
      asset: d.asset,
      merchant: o.merchant_name,
    });
  return (
    <Flex vertical gap={8} data-testid="ops-reorged-deposits">
      <Typography.Text strong>{t('ops.exceptions.reorgedDeposits')}</Typography.Text>
      {deposits.map((d) => (
        <Flex key={d.deposit_id} gap={8} align="center" wrap data-testid={`ops-reorged-${d.deposit_id}`}>
          <LongId value={d.tx_hash} head={10} tail={8} />
          <Typography.Text>
            {displayAmount(d.amount)} {d.asset}
          </Typography.Text>
          <Space size={8}>
            {reorgOutcomes.map((outcome) => (
              <Button
                key={outcome}
                size="small"
                danger={outcome === 'platform_loss'}
                onClick={() => setOpen({ deposit: d, outcome })}
                data-testid={`ops-reorg-${outcome}-${d.deposit_id}`}
              >
                {t(`ops.exceptions.${outcome}`)}
              </Button>
            ))}
          </Space>
        </Flex>
      ))}
      {open && (
        <ReasonModal
          open
          title={t(`ops.exceptions.${open.outcome}Title`)}
          hint={hint(open.deposit, open.outcome)}
          okText={t(`ops.exceptions.${open.outcome}`)}
          danger={open.outcome === 'platform_loss'}
          onSubmit={async ({ reason }) => {
            await resolveReorgedDeposit(o.id, open.deposit.deposit_id, { outcome: open.outcome, reason });
            toast.success(t(DONE[open.outcome]));
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </Flex>
  );
}
