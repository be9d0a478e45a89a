import { collectionMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { collectionCn } from './cn';
import { collectionEn } from './en';

/** Batch collection's console texts, with the contract's messages of accounts and imports. */
export const collectionBundle: MessageBundle = {
  cn: collectionCn,
  en: collectionEn,
  contract: [collectionMessages],
};
