import { type BankCreditState, bankCreditStates } from '@mc/contract';
import { Alert, Typography } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filters/FilterBar';
import { selectFilter } from '../../../components/filters/filterFields';
import { useSearchParamsPatch } from '../../../components/filters/useSearchParamsPatch';
import { ListPage } from '../../../components/list/ListPage';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { displayAmount } from '../../receive/index';
import { ReasonModal } from '../components/ReasonModal';
import { RefreshButton } from '../components/RefreshButton';
import { type BankCredit, dismissBankCredit, useBankCredits } from './api';
import { creditColumns } from './creditColumns';
import { MatchModal } from './MatchModal';

const isState = (v: string | null): v is BankCreditState => bankCreditStates.some((s) => s === v);

/**
 * The credits tab: money that arrived and found no top-up by itself, oldest first (the matched and
 * set-aside ones a filter away, `?state=`); each is matched to a candidate top-up or set aside.
 */
export function CreditsTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, update] = useSearchParamsPatch();
  const raw = params.get('state');
  const state: BankCreditState = isState(raw) ? raw : 'unmatched';
  const list = useBankCredits({ state });
  const [matching, setMatching] = useState<BankCredit | null>(null);
  const [dismissing, setDismissing] = useState<BankCredit | null>(null);
  const what = (c: BankCredit | null) =>
    c ? { amount: `${displayAmount(c.amount)} ${c.currency}`, payer: c.payer || '—' } : {};

  return (
    <ListPage<BankCredit>
      frame="card"
      above={
        <>
          <Typography.Paragraph type="secondary" className="mc-ops-bank-intro">
            {t('ops.bankCredits.intro')}
          </Typography.Paragraph>
          <FilterBar
            value={{ state }}
            onChange={(next) => update({ state: next.state === 'unmatched' ? null : (next.state ?? null) })}
            fields={[
              selectFilter(
                'state',
                bankCreditStates.map((s) => ({ value: s, label: t(`ops.bankCredits.stateLabel.${s}`) })),
                { label: t('ops.bankCredits.state'), testId: 'ops-bank-credit-state-filter', width: 160 },
              ),
            ]}
          >
            <RefreshButton list={list} testId="ops-bank-credits-refresh" />
          </FilterBar>
          {list.error && <Alert type="error" showIcon title={list.error.message} />}
        </>
      }
      list={list}
      columns={creditColumns(t, state, { match: setMatching, dismiss: setDismissing })}
      scrollX={1090}
      emptyText={
        <span data-testid="ops-bank-credits-empty">
          {state === 'unmatched' ? t('ops.bankCredits.empty') : t('ops.bankCredits.emptyOther')}
        </span>
      }
      rowTestId="ops-bank-credit"
      testId="ops-bank-credits-table"
      footerTestId="ops-bank-credits"
    >
      <MatchModal
        credit={matching}
        onClose={() => setMatching(null)}
        onDone={() => toast.success(t('ops.bankCredits.matched'))}
      />
      <ReasonModal
        open={dismissing !== null}
        title={t('ops.bankCredits.dismissTitle')}
        hint={t('ops.bankCredits.dismissHint', what(dismissing))}
        okText={t('ops.bankCredits.dismiss')}
        danger
        onClose={() => setDismissing(null)}
        onSubmit={async (values) => {
          await dismissBankCredit(dismissing?.id ?? '', values.reason);
          toast.success(t('ops.bankCredits.dismissed'));
        }}
      />
    </ListPage>
  );
}
