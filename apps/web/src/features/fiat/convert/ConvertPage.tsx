/** /fiat/withdrawToCrypto: converting fiat into USDC/USDT. */
export default function ConvertPage() {
  return null;
}
