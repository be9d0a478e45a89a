import { webhookMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { webhooksCn } from './cn';
import { webhooksEn } from './en';

/** The webhooks texts (tab, dialogs, delivery log), with the contract's messages of webhooks. */
export const webhooksBundle: MessageBundle = {
  cn: webhooksCn,
  en: webhooksEn,
  contract: [webhookMessages],
};
