import type { MessageBundle } from '../messageBundle';
import { demoCn } from './cn';
import { demoEn } from './en';

/** The demo pages' texts. */
export const demoBundle: MessageBundle = { cn: demoCn, en: demoEn };
