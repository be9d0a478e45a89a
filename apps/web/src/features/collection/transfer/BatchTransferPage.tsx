import { useSearchParams } from 'react-router';
import { PublicFrame } from '../../payment/index';
import { TransferContent } from './TransferContent';
import './batchTransfer.css';

/** /batch/transfer?account=<id>: the page a customer pays a collection account from (no login, no shell). */
export default function BatchTransferPage() {
  const [search] = useSearchParams();
  const id = search.get('account')?.trim() ?? '';
  return (
    <PublicFrame testId="batch-transfer-page">
      <TransferContent id={id} />
    </PublicFrame>
  );
}
