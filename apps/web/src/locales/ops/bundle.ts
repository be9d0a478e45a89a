import { opsMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { opsCn } from './cn';
import { opsEn } from './en';

/** The back office's texts, with the contract's messages of operators. */
export const opsBundle: MessageBundle = { cn: opsCn, en: opsEn, contract: [opsMessages] };
