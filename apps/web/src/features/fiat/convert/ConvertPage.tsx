import { useCan } from '../../../lib/permissions';
import { ConversionPanel } from '../../payouts/index';
import { ConversionList } from './ConversionList';

/**
 * /fiat/withdrawToCrypto: fiat to USDC/USDT at a 30 s quote, confirmed with the security steps; below,
 * the conversions so far (to a role that may read payouts).
 */
export default function ConvertPage() {
  const can = useCan();
  return <ConversionPanel direction="to_crypto" below={can('payouts.read') && <ConversionList />} />;
}
