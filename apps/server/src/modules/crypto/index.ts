/** Receiving crypto and sending it: receipt orders, deposits, chain sends, the catalogue. */
export type { Catalogue } from './catalogue';
export { type ChainSend, chainSendRow, queueChainSend } from './send-queue';
export type { SendOutcomes, SendRow } from './sends';
