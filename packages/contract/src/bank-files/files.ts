import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery, money } from '../money';
import { bankCreditMisses } from './credits';

/** The ISO 20022 files the platform exchanges with its bank, as the back office lists them. */

/** pain.001 goes out (payment instructions); pain.002 (status), camt.053 (statement), camt.054 (notification) come in. */
export const bankFileKinds = ['pain.001', 'pain.002', 'camt.053', 'camt.054'] as const;
export type BankFileKind = (typeof bankFileKinds)[number];

export const bankFileDirections = ['out', 'in'] as const;
export type BankFileDirection = (typeof bankFileDirections)[number];

/**
 * out: `written` (in the outbox for the bank's connector). in: `imported` (read and applied), or
 * `refused` (dropped in the inbox but not readable: its error says why; nothing was applied).
 */
export const bankFileStates = ['written', 'imported', 'refused'] as const;
export type BankFileState = (typeof bankFileStates)[number];

export const bankFile = z
  .object({
    id: z.string(),
    direction: z.enum(bankFileDirections),
    kind: z.enum(bankFileKinds),
    state: z.enum(bankFileStates),
    name: z.string().describe('The file name (outbox, inbox or upload)'),
    message_id: z.string().nullable().describe("The message's GrpHdr/MsgId; null for a refused file"),
    account: z.string().nullable().describe("The platform's bank account the file is about"),
    currency: z.string().nullable(),
    entries: z.number().int().describe('Transfers (pain.001), statuses (pain.002) or booked entries (camt)'),
    matched: z
      .number()
      .int()
      .describe(
        'Entries that found their transfer or top-up; of a pain.001, the transfers a statement booked',
      ),
    unmatched: z
      .number()
      .int()
      .describe('Entries left for an operator; of a pain.001, the transfers the bank rejected'),
    total: money.nullable().describe('The control sum of a pain.001; null for the others'),
    size: z.number().int().describe('Bytes'),
    error: z.string().nullable().describe('Why a refused file was refused'),
    created_by: z
      .string()
      .nullable()
      .describe("The operator's email; null when the schedule or the inbox made it"),
    created_at: isoDateTime,
  })
  .meta({ id: 'BankFile' });
export type BankFile = z.infer<typeof bankFile>;

/** What an entry of a file is: a transfer sent, a status the bank gave it, a credit or a debit on the statement. */
export const bankEntryKinds = ['transfer', 'status', 'credit', 'debit'] as const;
export type BankEntryKind = (typeof bankEntryKinds)[number];

/**
 * sent (a transfer in a pain.001), accepted / rejected (by a pain.002), matched (a statement entry that
 * found its transfer or top-up), unmatched (left for an operator), dismissed (an operator set it aside),
 * repeated (already read from an earlier file: nothing applied twice).
 */
export const bankEntryStates = [
  'sent',
  'accepted',
  'rejected',
  'matched',
  'unmatched',
  'dismissed',
  'repeated',
] as const;
export type BankEntryState = (typeof bankEntryStates)[number];

/**
 * Why an entry is left for an operator: a credit's (see `bankCreditMisses`), or a debit or status
 * that names no transfer of ours, a transfer already settled, another amount, or a reversal.
 */
export const bankEntryMisses = [
  ...bankCreditMisses,
  'no_transfer',
  'transfer_settled',
  'amount_differs',
  'reversal',
] as const;
export type BankEntryMiss = (typeof bankEntryMisses)[number];

export const bankEntry = z
  .object({
    id: z.string(),
    kind: z.enum(bankEntryKinds),
    state: z.enum(bankEntryStates),
    end_to_end_id: z.string().nullable(),
    reference: z.string().nullable().describe('Remittance information or the bank reference'),
    amount: money.nullable(),
    currency: z.string().nullable(),
    counterparty: z.string().nullable(),
    booked_on: z.string().nullable().describe('Booking date of a statement entry (YYYY-MM-DD)'),
    reason_code: z.string().nullable().describe('ISO 20022 status reason code of a rejection, e.g. AC01'),
    reason: z.string().nullable().describe("The bank's own words of a rejection"),
    miss: z.enum(bankEntryMisses).nullable().describe('Why an unmatched entry did not match'),
    payout_id: z.string().nullable().describe('The payout a transfer or debit belongs to'),
    topup_id: z.string().nullable().describe('The top-up a credit was matched to'),
    merchant_id: z.string().nullable(),
  })
  .meta({ id: 'BankFileEntry' });
export type BankEntry = z.infer<typeof bankEntry>;

export const bankFileDetail = bankFile
  .extend({ items: z.array(bankEntry).describe('At most the first 500 entries') })
  .meta({ id: 'BankFileDetail' });
export type BankFileDetail = z.infer<typeof bankFileDetail>;

export const bankFileListQuery = z.strictObject({
  direction: z.enum(bankFileDirections, { error: 'invalid_value' }).optional(),
  kind: z.enum(bankFileKinds, { error: 'invalid_value' }).optional(),
  ...cursorQuery,
});

export const bankFileGenerated = z
  .object({ files: z.array(bankFile).describe('The pain.001 files written: one per account and currency') })
  .meta({ id: 'BankFilesGenerated' });

/** The one file part of an upload to import. */
export const BANK_FILE_PART = 'file';
/** The largest file read: a bank's day of statements is far below it. */
export const BANK_FILE_MAX_MB = 20;
