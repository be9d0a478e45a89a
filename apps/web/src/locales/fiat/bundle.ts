import { fiatMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { fiatCn } from './cn';
import { fiatEn } from './en';

/** The fiat account's texts, with the contract's messages of top-ups. */
export const fiatBundle: MessageBundle = { cn: fiatCn, en: fiatEn, contract: [fiatMessages] };
