import type { CollectionAccount } from '@mc/contract';
import { DepositCard } from '../receive/index';

/** An account's address (QR and copy) and the payment link to send its customer. */
export function AccountDeposit({ account, testId }: { account: CollectionAccount; testId: string }) {
  return (
    <DepositCard
      address={account.address}
      asset={account.asset}
      network={account.network}
      paymentUrl={account.payment_url}
      testId={testId}
    />
  );
}
