import type { MessageBundle } from '../messageBundle';
import { gatesCn } from './cn';
import { gatesEn } from './en';

/** The security prompts' texts (payment password, authenticator, KYB gates). */
export const gatesBundle: MessageBundle = { cn: gatesCn, en: gatesEn };
