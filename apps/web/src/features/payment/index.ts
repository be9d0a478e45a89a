/**
 * What other public pages use of the payment page: its frame (brand, language, card, footer), the
 * deposit address (QR and copy), the dev faucet and how often a payer's page asks again.
 */
export { DepositAddress } from './DepositAddress';
export { DevFaucet } from './DevFaucet';
export { PublicFrame } from './PublicFrame';
export { PUBLIC_POLL_MS } from './usePublicOrder';
