import { PublicFrame } from '../../payment/index';
import { TransferContent } from './TransferContent';
import './batchTransfer.css';

/** /batch/transfer?account=<id>: the page a customer pays a collection account from (no login, no shell). */
export function BatchTransferPage({ id }: { id: string }) {
  return (
    <PublicFrame testId="batch-transfer-page">
      <TransferContent id={id} />
    </PublicFrame>
  );
}
