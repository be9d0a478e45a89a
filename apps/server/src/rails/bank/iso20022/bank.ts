import { createHash, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { BankCredit, BankRail, BankTransferRequest, BankTransferStatus } from '../types';
import { applyStatement } from './apply-statement';
import { applyStatusReport } from './apply-status';
import type { BankStatement } from './camt';
import { BankFileError } from './file-error';
import { bankFolders, type OutboxFile } from './folders';
import type { StatusReport } from './pain002';
import { filesRepo } from './repo';
import type { BankFileRow, BankFiles, PlatformBankAccount } from './rows';
import type { InboundKind } from './xml-read';

export interface Iso20022Settings {
  outboxDir: string;
  inboxDir: string;
  maxBytes: number;
  /** The most transfers one pain.001 carries; more make several files. */
  maxTransfersPerFile: number;
  /** The platform's bank accounts per currency (where it pays from and is paid to). */
  accounts: () => Promise<PlatformBankAccount[]>;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const sha256 = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');
/** The transfer's end-to-end id: the payout's id without dashes (32 of the 35 characters allowed). */
const endToEndIdOf = (reference: string) =>
  /^payout:[0-9a-f-]{36}$/.test(reference)
    ? reference.slice(7).replaceAll('-', '')
    : randomUUID().replaceAll('-', '');

/**
 * The bank rail of ISO 20022 files: transfers wait in `bank_transfers` until gathered into a
 * pain.001.001.09 (on the schedule or an operator's demand), valid against its XSD, kept in the
 * database and written to the outbox; pain.002 status reports and camt.053/054 statements, uploaded or
 * dropped in the inbox, are checked (size, no DOCTYPE, XSD, our account) and applied in one
 * transaction, once per message id and once per booking.
 */
export class Iso20022Bank implements BankRail, BankFiles {
  readonly kind = 'iso20022';
  readonly maxBytes: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: Iso20022Settings,
  ) {
    this.maxBytes = settings.maxBytes;
  }

  async send(req: BankTransferRequest) {
    if (req.amount <= 0n) throw new Error('a bank transfer of nothing');
    const id = await filesRepo.queueTransfer(
      this.db,
      req,
      randomUUID(),
      endToEndIdOf(req.reference),
      this.clock.now(),
    );
    return { transferId: id };
  }

  async status(transferId: string): Promise<BankTransferStatus | null> {
    const t = await filesRepo.transfer(this.db, transferId);
    if (!t) return null;
    const state = t.state === 'booked' ? 'completed' : t.state === 'rejected' ? 'failed' : 'pending';
    const reason =
      t.state === 'rejected' ? [t.reason_code ?? 'NARR', t.reason].filter(Boolean).join(' ') : null;
    return { transferId: t.id, reference: t.reference, state, reason };
  }

  async credits(cursor: string | null, limit: number) {
    const rows = await filesRepo.credits(this.db, cursor === null ? 0n : BigInt(cursor), limit);
    const credits = rows.map(
      (r): BankCredit => ({
        creditId: r.id,
        reference: r.reference ?? '',
        currency: r.currency,
        amount: r.amount,
        from: { holder: r.counterparty ?? '', accountNumber: '' },
        receivedAt: r.created_at,
        sourceId: r.file_id,
      }),
    );
    return { credits, cursor: rows.length ? String(rows[rows.length - 1]!.seq) : cursor };
  }

  async generate(by: string | null): Promise<BankFileRow[]> {
    const accounts = await this.settings.accounts();
    const made: BankFileRow[] = [];
    for (const currency of await filesRepo.waitingCurrencies(this.db)) {
      const debtor = accounts.find((a) => a.currency === currency);
      if (!debtor) continue;
      for (;;) {
        const file = await this.writeOne(debtor, by);
        if (!file) break;
        made.push(file);
      }
    }
    return made;
  }

  private async writeOne(debtor: PlatformBankAccount, by: string | null): Promise<BankFileRow | null> {
    const { buildPain001, checkSchema } = await import('./messages');
    const now = this.clock.now();
    const messageId = `MC${now.toISOString().slice(0, 10).replaceAll('-', '')}${Array.from({ length: 10 }, () => BASE32[randomInt(32)]).join('')}`;
    const name = `pain.001.${messageId}.xml`;
    // the file goes to the outbox under a temporary name inside the transaction, and takes its name once
    // the transaction has committed (or is removed when it did not)
    const written: { outbox?: OutboxFile } = {};
    let row: BankFileRow | null;
    try {
      row = await this.db.transaction(async (tx) => {
        const transfers = await filesRepo.claimQueued(tx, debtor.currency, this.settings.maxTransfersPerFile);
        if (transfers.length === 0) return null;
        const { xml, total } = buildPain001({
          messageId,
          createdAt: now,
          executionDate: now.toISOString().slice(0, 10),
          initiator: debtor.holder,
          debtor: { ...debtor },
          transfers: transfers.map((t) => ({
            endToEndId: t.end_to_end_id,
            amount: t.amount,
            holder: t.holder,
            accountNumber: t.account_number,
            swiftCode: t.swift_code,
            country: t.country,
            remittance: `Merchant Console payout ${t.end_to_end_id}`,
          })),
        });
        await checkSchema('pain.001', xml);
        const file: BankFileRow = {
          id: randomUUID(),
          direction: 'out',
          kind: 'pain.001',
          state: 'written',
          name,
          message_id: messageId,
          account: debtor.accountNumber,
          currency: debtor.currency,
          entries: transfers.length,
          total,
          size: Buffer.byteLength(xml),
          error: null,
          created_by: by,
          created_at: now,
        };
        await filesRepo.insertFile(tx, { ...file, sha256: sha256(xml), content: xml }, now);
        await filesRepo.markSent(
          tx,
          transfers.map((t) => t.id),
          file.id,
          now,
        );
        written.outbox = await bankFolders.writeOutbox(this.settings.outboxDir, name, xml);
        return file;
      });
    } catch (err) {
      await written.outbox?.abort();
      throw err;
    }
    await written.outbox?.commit();
    return row;
  }

  async importFile(name: string, bytes: Buffer, by: string | null): Promise<BankFileRow> {
    const { readBankXml, checkSchema, readStatusReport, readStatement } = await import('./messages');
    const { kind, xml } = readBankXml(bytes, this.maxBytes);
    await checkSchema(kind, xml);
    const parsed = kind === 'pain.002' ? readStatusReport(xml) : readStatement(xml, kind);
    const accounts = kind === 'pain.002' ? [] : await this.settings.accounts();
    try {
      return await this.applyOnce(kind, parsed, accounts, name, bytes, xml, by);
    } catch (err) {
      // another instance read the same message at the same moment: its file is the answer
      const same =
        (err as { code?: string }).code === '23505' &&
        (await filesRepo.fileByMessage(this.db, 'in', kind, parsed.messageId));
      if (same) return same;
      throw err;
    }
  }

  private applyOnce(
    kind: InboundKind,
    parsed: StatusReport | BankStatement,
    accounts: PlatformBankAccount[],
    name: string,
    bytes: Buffer,
    xml: string,
    by: string | null,
  ): Promise<BankFileRow> {
    return this.db.transaction(async (tx) => {
      const before = await filesRepo.fileByMessage(tx, 'in', kind, parsed.messageId);
      if (before) return before;
      const now = this.clock.now();
      const applied =
        'originalMessageId' in parsed
          ? await applyStatusReport(tx, parsed)
          : await applyStatement(tx, parsed, accounts);
      const row: BankFileRow = {
        id: randomUUID(),
        direction: 'in',
        kind,
        state: 'imported',
        name: path.basename(name).slice(0, 200) || `${kind}.xml`,
        message_id: parsed.messageId,
        account: applied.account,
        currency: applied.currency,
        entries: applied.entries.length,
        total: null,
        size: bytes.length,
        error: null,
        created_by: by,
        created_at: now,
      };
      await filesRepo.insertFile(tx, { ...row, sha256: sha256(bytes), content: xml }, now);
      await filesRepo.insertEntries(tx, row.id, applied.entries);
      await filesRepo.setTransfers(tx, applied.changes, now);
      return row;
    });
  }

  async scanInbox(): Promise<number> {
    const dir = this.settings.inboxDir;
    let read = 0;
    for (const name of await bankFolders.inbox(dir)) {
      const full = path.join(dir, name);
      try {
        const stat = await fs.stat(full);
        if (stat.size > this.maxBytes) {
          throw new BankFileError('bank_file_too_large', { max: Math.floor(this.maxBytes / 1024 / 1024) });
        }
        await this.importFile(name, await fs.readFile(full), null);
        await bankFolders.settle(dir, name, 'done');
      } catch (err) {
        if (!(err instanceof BankFileError)) throw err;
        await this.refused(name, err);
        await bankFolders.settle(dir, name, 'refused');
      }
      read++;
    }
    return read;
  }

  /** A file from the inbox that could not be read: listed with its reason, nothing applied. */
  private async refused(name: string, err: BankFileError) {
    const now = this.clock.now();
    await filesRepo.insertFile(
      this.db,
      {
        id: randomUUID(),
        direction: 'in',
        kind: (/camt\.05[34]|pain\.002/.exec(name)?.[0] as BankFileRow['kind'] | undefined) ?? 'camt.053',
        state: 'refused',
        name,
        message_id: null,
        account: null,
        currency: null,
        entries: 0,
        total: null,
        size: 0,
        error: JSON.stringify({ key: err.key, values: err.values }),
        created_by: null,
        sha256: '',
        content: null,
      },
      now,
    );
  }

  list = (q: Parameters<BankFiles['list']>[0]) => filesRepo.list(this.db, q);
  get = (id: string) => filesRepo.file(this.db, id);
  async items(fileId: string, limit: number) {
    const f = await filesRepo.file(this.db, fileId);
    return f ? filesRepo.items(this.db, fileId, f.direction === 'out', limit) : [];
  }
  async content(id: string) {
    const r = await filesRepo.content(this.db, id);
    return r?.content ? { name: r.name, xml: r.content } : null;
  }
  async counts(fileIds: string[]) {
    const rows = await filesRepo.counts(this.db, fileIds);
    return new Map(rows.map((r) => [r.file_id, { matched: r.matched, unmatched: r.unmatched }]));
  }
}
