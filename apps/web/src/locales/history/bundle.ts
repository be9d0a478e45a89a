import { historyMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { historyCn } from './cn';
import { historyEn } from './en';

/** The transaction history's texts, with the contract's messages of the history. */
export const historyBundle: MessageBundle = { cn: historyCn, en: historyEn, contract: [historyMessages] };
