import { payoutMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { payoutCn } from './cn';
import { payoutEn } from './en';

/** The payout pages' texts, with the contract's messages of paying out. */
export const payoutBundle: MessageBundle = { cn: payoutCn, en: payoutEn, contract: [payoutMessages] };
