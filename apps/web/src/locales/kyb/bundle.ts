import { kybMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { kybCn } from './cn';
import { kybEn } from './en';

/** The KYB pages' texts, with the contract's messages of KYB. */
export const kybBundle: MessageBundle = { cn: kybCn, en: kybEn, contract: [kybMessages] };
