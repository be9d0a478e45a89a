import { PaymentContent } from './PaymentContent';
import { PublicFrame } from './PublicFrame';

/** /payment?order=<id>: the public page a payer opens from the merchant's payment link (no login). */
export function PaymentPage({ id }: { id: string }) {
  return (
    <PublicFrame testId="payment-page">
      <PaymentContent id={id} />
    </PublicFrame>
  );
}
