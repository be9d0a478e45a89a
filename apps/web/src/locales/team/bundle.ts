import { teamMessages } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';
import { teamCn } from './cn';
import { teamEn } from './en';

/** The power page's texts, with the contract's messages of the team. */
export const teamBundle: MessageBundle = { cn: teamCn, en: teamEn, contract: [teamMessages] };
