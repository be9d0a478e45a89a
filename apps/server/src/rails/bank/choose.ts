import path from 'node:path';
import { BANK_FILE_MAX_MB } from '@mc/contract';
import { type Config, isProduction } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { Iso20022Bank } from './iso20022/bank';
import type { BankFiles, PlatformBankAccount } from './iso20022/rows';
import { type BankSimulator, SimulatedBank } from './simulated';
import type { BankRail } from './types';

/**
 * Seconds after which the simulated bank completes a transfer by itself: `BANK_SIM_COMPLETE_SECONDS`
 * when set, else 10 in development and never (0) in production and tests.
 */
export function simCompleteSeconds(config: Pick<Config, 'BANK_SIM_COMPLETE_SECONDS' | 'NODE_ENV'>): number {
  if (config.BANK_SIM_COMPLETE_SECONDS !== undefined) return config.BANK_SIM_COMPLETE_SECONDS;
  return isProduction(config) || config.NODE_ENV === 'test' ? 0 : 10;
}

export interface BankRailChoice {
  bank: BankRail;
  /** The simulated bank's controls (operators settle its transfers); null on another rail. */
  bankSimulator: BankSimulator | null;
  /** The files of a rail of ISO 20022 files; null on another rail. */
  bankFiles: BankFiles | null;
}

type BankConfig = Pick<
  Config,
  | 'BANK_RAIL'
  | 'BANK_SIM_COMPLETE_SECONDS'
  | 'NODE_ENV'
  | 'DATA_DIR'
  | 'BANK_OUTBOX_DIR'
  | 'BANK_INBOX_DIR'
  | 'BANK_FILE_MAX_TRANSFERS'
>;

/** The bank rail the settings name (`BANK_RAIL`): the simulated bank, or ISO 20022 files. */
export function bankRailOf(
  config: BankConfig,
  db: Db,
  clock: Clock,
  accounts: () => Promise<PlatformBankAccount[]>,
): BankRailChoice {
  if (config.BANK_RAIL === 'iso20022') {
    const bank = new Iso20022Bank(db, clock, {
      outboxDir: config.BANK_OUTBOX_DIR ?? path.join(config.DATA_DIR, 'bank', 'outbox'),
      inboxDir: config.BANK_INBOX_DIR ?? path.join(config.DATA_DIR, 'bank', 'inbox'),
      maxBytes: BANK_FILE_MAX_MB * 1024 * 1024,
      maxTransfersPerFile: config.BANK_FILE_MAX_TRANSFERS,
      accounts,
    });
    return { bank, bankSimulator: null, bankFiles: bank };
  }
  const simulated = new SimulatedBank(db, clock, simCompleteSeconds(config));
  return { bank: simulated, bankSimulator: simulated, bankFiles: null };
}
