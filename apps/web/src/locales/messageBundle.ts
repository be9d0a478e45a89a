import type { registerMessages } from '@mc/contract';

type Messages = Record<string, unknown>;
type ContractCatalogue = Parameters<typeof registerMessages>[0];

/** The texts of one area in both languages, with the contract's messages its forms validate with. */
export interface MessageBundle {
  cn: Messages;
  en: Messages;
  contract?: readonly ContractCatalogue[];
}

/** Loads a bundle on demand: its module (and texts) stays out of the first load. */
export type MessageBundleLoader = () => Promise<MessageBundle>;
