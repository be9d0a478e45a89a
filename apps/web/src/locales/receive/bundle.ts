import { receivingMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { receiveCn } from './cn';
import { receiveEn } from './en';

/** The crypto-account pages' texts (money, amounts, orders), with the contract's messages of money and orders. */
export const receiveBundle: MessageBundle = { cn: receiveCn, en: receiveEn, contract: [receivingMessages] };
