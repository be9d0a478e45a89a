import { moneyPageMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { moneyCn } from './cn';
import { moneyEn } from './en';

/** The money page's texts, with the contract's messages of the money page. */
export const moneyBundle: MessageBundle = { cn: moneyCn, en: moneyEn, contract: [moneyPageMessages] };
