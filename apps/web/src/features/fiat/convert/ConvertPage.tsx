import { ConversionPanel } from '../../payouts/index';

/** /fiat/withdrawToCrypto: fiat to USDC/USDT at a 30 s quote, confirmed with the security steps. */
export default function ConvertPage() {
  return <ConversionPanel direction="to_crypto" />;
}
