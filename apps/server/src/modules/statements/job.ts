import { type Lang, t } from '@mc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PeriodicJob } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { hasMovements, merchantsWithMovements } from '../history';
import { merchantTimeZone } from '../merchants';
import { statementEmailPrefs } from './email-prefs';
import { type FileDeps, statementDocument } from './files';
import { generateStatement } from './generate';
import { closedMonths, EARLIEST_AHEAD_MS, LATEST_BEHIND_MS, lastClosedMonth, monthBounds } from './month';
import { statementMonths } from './months-done';
import { pdfBuffer } from './pdf-buffer';
import { type StoredStatement, statementRepo } from './repo';

const MAIL_LANG: Lang = 'cn';
const MAIL_BATCH = 20;
const HOUR = 3_600_000;
/** How far back the job looks for a closed month whose statements are missing. */
const BACKFILL_MONTHS = 12;

export interface StatementJobDeps extends FileDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where the console is reached (for the link to the money page). */
  baseUrl: () => string;
}

/**
 * Monthly statements in the background: once a month has closed in the merchant's time zone (or
 * later, when no instance ran then: the last twelve closed months are looked at), a statement for
 * every merchant that moved money in it (a unique merchant and month, so a second run or instance adds none),
 * then a mail to each subscribed user with the PDF attached and a link to the money page. Mails are
 * claimed with SKIP LOCKED: several instances never mail one statement at once.
 */
export function statementJobs(deps: StatementJobDeps) {
  /**
   * One month's statements of every merchant that moved money in it, each month cut in the merchant's
   * time zone; the outcomes counted (`open`: merchants whose month has not closed yet in their zone,
   * left for later unless the month was asked for by name: then the month so far).
   */
  async function generateMonth(month: string, now: Date, asked: boolean) {
    const utc = monthBounds(month, 'UTC');
    const from = new Date(utc.start.getTime() - EARLIEST_AHEAD_MS);
    const to = new Date(utc.end.getTime() + LATEST_BEHIND_MS);
    const outcomes = { generated: 0, exists: 0, unreconciled: 0, open: 0 };
    for (const merchantId of await merchantsWithMovements(deps.db, from, to)) {
      const timezone = await merchantTimeZone.of(deps.db, merchantId);
      const { start, end } = monthBounds(month, timezone);
      if (now < end && !asked) outcomes.open += 1;
      else if (await hasMovements(deps.db, merchantId, start, end))
        outcomes[await generateStatement(deps, merchantId, month, timezone)] += 1;
    }
    return outcomes;
  }

  /**
   * The statements of `month`, or of every one of the last twelve months closed in some zone and not
   * yet complete (a month during which no instance ran is filled in later). A merchant's statement is
   * made once its month has closed in its zone. A month closed in every zone gains no movements, so
   * one whose statements all reconciled is marked complete and not read again.
   */
  async function generate(month?: string) {
    const total = { generated: 0, exists: 0, unreconciled: 0 };
    const now = deps.clock.now();
    const candidates = month ? [month] : closedMonths(now, BACKFILL_MONTHS);
    const completed = await statementMonths.completed(deps.db, candidates);
    for (const m of candidates.filter((c) => !completed.has(c))) {
      const outcomes = await generateMonth(m, now, month !== undefined);
      for (const k of ['generated', 'exists', 'unreconciled'] as const) total[k] += outcomes[k];
      if (!outcomes.unreconciled && !outcomes.open && m <= lastClosedMonth(now))
        await statementMonths.complete(deps.db, m, now);
    }
    return total;
  }

  async function mailOne(statement: StoredStatement) {
    const d = await statementDocument(deps.db, deps, statement);
    const to = await statementEmailPrefs.subscribers(deps.db, statement.merchant_id);
    if (!to.length) return;
    const pdf = await pdfBuffer(d, MAIL_LANG);
    const params = {
      app: deps.appTitle,
      month: statement.month,
      merchant: d.merchantName,
      link: `${deps.baseUrl()}/money`,
    };
    for (const user of to) {
      await deps.mailer.send({
        to: user.email,
        subject: t('statement_email_subject', MAIL_LANG, params),
        text: t('statement_email_text', MAIL_LANG, params),
        attachments: [
          { filename: `statement_${statement.month}.pdf`, content: pdf, contentType: 'application/pdf' },
        ],
      });
    }
  }

  /** Mails the statements not mailed yet; how many statements went out. */
  async function mail(): Promise<number> {
    const claimed = await statementRepo.claimUnmailed(deps.db, MAIL_BATCH, deps.clock.now());
    let sent = 0;
    for (const statement of claimed) {
      try {
        await mailOne(statement);
        sent += 1;
      } catch (err) {
        deps.log.error({ err, statement: statement.id }, 'statement mail failed: tried again later');
        await statementRepo.releaseClaim(deps.db, statement.id);
      }
    }
    return sent;
  }

  /** Generation, then the mails: what the job runs and tests call. */
  async function tick(month?: string) {
    const outcomes = await generate(month);
    const mailed = await mail();
    return { ...outcomes, mailed };
  }

  const jobs: PeriodicJob[] = [{ name: 'monthly-statements', intervalMs: HOUR, run: () => tick() }];
  return { generate, mail, tick, jobs };
}

export type StatementJobs = ReturnType<typeof statementJobs>;
