import { ConversionPanel } from './ConversionPanel';

/** /withdraw/create: crypto to the fiat account at a 30 s quote, confirmed with the security steps. */
export default function CreateWithdrawalPage() {
  return <ConversionPanel direction="to_fiat" />;
}
