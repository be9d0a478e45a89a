/**
 * What other public pages use of the payment page: its frame (brand, language, card, footer), the
 * deposit address (QR and copy), the cards of a page loading or with nothing to pay, the dev faucet (and
 * what the server said of it) and how
 * often a payer's page asks again.
 */
export { DepositAddress } from './DepositAddress';
export { DevFaucet } from './DevFaucet';
export { seedDevFaucet } from './devFaucetProbe';
export { LoadingCard } from './LoadingCard';
export { OutcomeCard } from './OutcomeCard';
export { PublicFrame } from './PublicFrame';
export { adoptDrawnQrCodes } from './qrDrawing';
export { PUBLIC_POLL_MS } from './usePublicOrder';
