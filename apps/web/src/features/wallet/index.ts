/** What other areas use of the wallet: the balance cards (an asset's total and every bucket). */
export { type AssetBalances, BalanceCards } from './BalanceCards';
