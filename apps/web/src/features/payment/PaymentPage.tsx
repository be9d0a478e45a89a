import { useSearchParams } from 'react-router';
import { PaymentContent } from './PaymentContent';
import { PublicFrame } from './PublicFrame';

/** /payment?order=<id>: the public page a payer opens from the merchant's payment link (no login). */
export default function PaymentPage() {
  const [search] = useSearchParams();
  const id = search.get('order')?.trim() ?? '';
  return (
    <PublicFrame testId="payment-page">
      <PaymentContent id={id} />
    </PublicFrame>
  );
}
