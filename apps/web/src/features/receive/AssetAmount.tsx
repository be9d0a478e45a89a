import { displayAmount } from './amounts';

/** An amount string for reading (trailing zeros dropped, 2 decimals at least) with its asset. */
export function AssetAmount({ value, asset }: { value: string; asset?: string }) {
  return (
    <span className="mc-asset-amount" data-value={value}>
      {displayAmount(value)}
      {asset && <span className="mc-asset-amount-unit"> {asset}</span>}
    </span>
  );
}
