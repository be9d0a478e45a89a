import type { bankFileListQuery, Lang, MessageKey } from '@mc/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { BankFileError } from '../../rails/bank/iso20022/file-error';
import type { BankFiles } from '../../rails/bank/iso20022/rows';
import type { CreditMatching, CreditReview } from '../fiat';
import { operatorEmailsOf, recordAudit } from '../ops';
import { toBankEntry, toBankFile } from './view';

type Ctx = Pick<RequestContext, 'ip' | 'userAgent' | 'lang'>;
type Decimals = () => Promise<(currency: string) => number>;

/** How many entries a file's detail shows. */
const DETAIL_ITEMS = 500;

/**
 * The operators' bank files: listing them with what their entries matched, writing pain.001 files now,
 * importing a file the bank sent (then matching its credits at once); and the rail's jobs: the
 * schedule that writes files and reads the inbox. Answers 409 when the bank rail is not one of files.
 */
export function bankFilesService(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  files: BankFiles | null,
  credits: { matching: CreditMatching; review: CreditReview },
  decimals: Decimals,
) {
  const { db, clock } = deps;
  const rail = () => {
    if (!files) throw fail.conflict('bank_rail_not_files');
    return files;
  };

  async function views(rows: Awaited<ReturnType<BankFiles['list']>>, lang: Lang) {
    const ids = rows.map((r) => r.id);
    const [own, fromCredits, emails, d] = await Promise.all([
      rail().counts(ids),
      credits.review.countsBySource(ids),
      operatorEmailsOf(db, [...new Set(rows.flatMap((r) => (r.created_by ? [r.created_by] : [])))]),
      decimals(),
    ]);
    return rows.map((r) => {
      const a = own.get(r.id) ?? { matched: 0, unmatched: 0 };
      const b = fromCredits.get(r.id) ?? { matched: 0, unmatched: 0 };
      const counts = { matched: a.matched + b.matched, unmatched: a.unmatched + b.unmatched };
      return toBankFile(r, counts, emails, d, lang);
    });
  }

  async function list(query: z.output<typeof bankFileListQuery>, lang: Lang) {
    const at = decodeTimeIdCursor(query.cursor);
    const rows = await rail().list({ ...query, limit: query.limit, before: at ? [at.at, at.id] : null });
    const shown = await views(rows.slice(0, query.limit), lang);
    const byId = new Map(shown.map((v) => [v.id, v]));
    return pageOf(
      rows,
      query.limit,
      (r) => byId.get(r.id)!,
      (r) => [r.created_at, r.id],
    );
  }

  async function detail(id: string, lang: Lang) {
    const row = await rail().get(id);
    if (!row) throw fail.notFound();
    const [file] = await views([row], lang);
    const items = await rail().items(id, DETAIL_ITEMS);
    const matches = await credits.review.matchesOf(items.filter((e) => e.kind === 'credit').map((e) => e.id));
    const d = await decimals();
    return { ...file!, items: items.map((e) => toBankEntry(e, matches.get(e.id), d)) };
  }

  async function generate(op: OperatorPrincipal, ctx: Ctx) {
    const made = await rail().generate(op.operatorId);
    await recordAudit(db, {
      operatorId: op.operatorId,
      action: 'bank_files_generated',
      detail: { files: made.length, transfers: made.reduce((s, f) => s + f.entries, 0) },
      ctx,
      at: clock.now(),
    });
    return { files: await views(made, ctx.lang) };
  }

  /** A file refused answers 422 naming the part, in the caller's language; nothing of it is kept. */
  async function importFile(op: OperatorPrincipal, upload: { name: string; bytes: Buffer }, ctx: Ctx) {
    let row: Awaited<ReturnType<BankFiles['importFile']>>;
    try {
      row = await rail().importFile(upload.name, upload.bytes, op.operatorId);
    } catch (err) {
      if (err instanceof BankFileError) {
        throw fail.field('file', err.key as MessageKey, err.values);
      }
      throw err;
    }
    await credits.matching.run();
    await recordAudit(db, {
      operatorId: op.operatorId,
      action: 'bank_file_imported',
      target: { type: 'bank_file', id: row.id },
      detail: { kind: row.kind, message_id: row.message_id, entries: row.entries },
      ctx,
      at: clock.now(),
    });
    return (await views([row], ctx.lang))[0]!;
  }

  async function content(id: string) {
    const c = await rail().content(id);
    if (!c) throw fail.notFound();
    return c;
  }

  /** The schedule: files for the transfers waiting, then whatever the connector dropped in the inbox. */
  async function tick() {
    if (!files) return;
    await files.generate(null);
    if ((await files.scanInbox()) > 0) await credits.matching.run();
  }

  const jobs = files
    ? [{ name: 'bank-files', intervalMs: deps.config.BANK_FILE_INTERVAL_MS, run: tick }]
    : [];
  return { list, detail, generate, importFile, content, tick, jobs };
}

export type BankFilesService = ReturnType<typeof bankFilesService>;
