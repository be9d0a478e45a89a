import { receivingMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { shellCn } from './cn';
import { shellEn } from './en';

/** The shell's texts (header, menu, tabs, search, log), with the contract's messages of money: every page after login may validate amounts. */
export const shellBundle: MessageBundle = { cn: shellCn, en: shellEn, contract: [receivingMessages] };
