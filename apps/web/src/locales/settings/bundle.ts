import { apiKeyMessages, settingsMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { settingsCn } from './cn';
import { settingsEn } from './en';

/** The settings texts (payment password included), with the contract's messages of settings and API keys. */
export const settingsBundle: MessageBundle = {
  cn: settingsCn,
  en: settingsEn,
  contract: [settingsMessages, apiKeyMessages],
};
