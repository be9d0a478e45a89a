import type { MessageBundle } from '../../lib/messageBundle';
import { demoCn } from './cn';
import { demoEn } from './en';

/** The demo pages' texts. */
export const demoBundle: MessageBundle = { cn: demoCn, en: demoEn };
