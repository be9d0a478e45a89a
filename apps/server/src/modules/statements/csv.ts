import { Readable } from 'node:stream';
import { fromMinor } from '@mc/contract';
import { csvLine } from '../../platform/export';
import { periodOf, referenceOf, type StatementDocument, timeOf } from './document';
import { type StatementLang, statementLabels, typeLabel } from './labels';

/** The amount columns (from 0) of the summary's rows and of the movements' (opening and closing too). */
const SUMMARY_AMOUNTS: ReadonlySet<number> = new Set([1, 2, 3, 4]);
const MOVEMENT_AMOUNTS: ReadonlySet<number> = new Set([5, 6, 7]);

/**
 * A statement as CSV (UTF-8 with a byte order mark, so that Excel reads Chinese right; amounts as
 * exact decimal strings): a block of facts (merchant, period, generated), the summary per asset,
 * then one movements table in which each asset's movements stand between its opening and closing
 * rows. Blank lines part the blocks. Text cells are neutralised (`csvLine`), amounts are not.
 */
export function statementCsv(d: StatementDocument, lang: StatementLang): Readable {
  const l = statementLabels[lang];
  const s = d.statement;
  const money = (asset: string, v: bigint) => fromMinor(v, d.decimals(asset));
  function* lines(): Generator<string> {
    yield `\uFEFF${csvLine([d.appTitle, `${l.title} ${s.month}`])}`;
    yield csvLine([l.merchant, d.merchantName]);
    yield csvLine([l.merchantId, s.merchant_id]);
    yield csvLine([l.period, periodOf(s)]);
    yield csvLine([l.generated, `${timeOf(s, s.generated_at)} (${s.timezone})`]);
    yield '\n';
    yield csvLine([
      l.cols.asset,
      l.cols.opening,
      l.cols.inflow,
      l.cols.outflow,
      l.cols.closing,
      l.cols.count,
    ]);
    for (const a of s.assets) {
      yield csvLine(
        [
          a.asset,
          money(a.asset, a.opening),
          money(a.asset, a.inflow),
          money(a.asset, a.outflow),
          money(a.asset, a.closing),
          String(a.movements),
        ],
        SUMMARY_AMOUNTS,
      );
    }
    yield '\n';
    yield csvLine([
      l.cols.asset,
      `${l.cols.time} (${s.timezone})`,
      l.cols.type,
      l.cols.reference,
      l.cols.counterparty,
      l.cols.amount,
      l.cols.fee,
      l.cols.balance,
      'tx_hash',
    ]);
    for (const a of s.assets) {
      yield csvLine(
        [a.asset, '', l.openingRow, '', '', '', '', money(a.asset, a.opening), ''],
        MOVEMENT_AMOUNTS,
      );
      for (const m of d.movements) {
        if (m.asset !== a.asset) continue;
        yield csvLine(
          [
            a.asset,
            `${timeOf(s, m.created_at)}`,
            typeLabel(l, m.type),
            referenceOf(m, l.objects),
            m.counterparty ?? '',
            money(a.asset, BigInt(m.change)),
            money(a.asset, BigInt(m.fee)),
            money(a.asset, BigInt(m.balance_after)),
            m.tx_hash ?? '',
          ],
          MOVEMENT_AMOUNTS,
        );
      }
      yield csvLine(
        [a.asset, '', l.closingRow, '', '', '', '', money(a.asset, a.closing), ''],
        MOVEMENT_AMOUNTS,
      );
    }
  }
  return Readable.from(lines());
}
