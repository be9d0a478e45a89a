import type { CollectionAccount } from '@mc/contract';
import { useTranslation } from '../../../lib/useTranslation';
import { AccountDeposit } from '../AccountDeposit';
import { DoneResult } from './DoneResult';

/** The account just created: its address and the payment link to send the customer; the next steps. */
export function CreatedAccount({
  account,
  onAnother,
}: {
  account: CollectionAccount;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DoneResult
      title={t('collection.form.created', { name: account.customer_name })}
      subTitle={`${account.customer_ref} · ${account.asset} · ${account.network}`}
      testId="collection-created"
      againLabel={t('collection.form.another')}
      onAgain={onAnother}
    >
      <div className="mc-collection-created">
        <AccountDeposit account={account} testId="collection-created" />
      </div>
    </DoneResult>
  );
}
