import { payoutMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { fiatPayoutsCn } from './cn';
import { fiatPayoutsEn } from './en';

/** The fiat account's remit and conversion texts, with the contract's messages of paying out. */
export const fiatPayoutsBundle: MessageBundle = {
  cn: fiatPayoutsCn,
  en: fiatPayoutsEn,
  contract: [payoutMessages],
};
