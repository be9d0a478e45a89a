import { type BankEntry, type BankEntryState, bankReasonText, bankRejection, type Lang } from '@mc/contract';
import { type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { LongId } from '../../../components/LongId';
import { AssetAmount } from '../../receive/index';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** Tag colour of every entry state (antd preset colours, as the other status tags). */
const STATE_COLOR: Record<BankEntryState, string> = {
  sent: 'processing',
  accepted: 'success',
  rejected: 'error',
  matched: 'success',
  unmatched: 'warning',
  dismissed: 'default',
  repeated: 'default',
};

/**
 * A rejection in the reader's words: the bank's code (`AC01` → "the account number is incorrect") with
 * the code and the bank's own text; a text without a code as the bank gave it.
 */
export function entryReason(e: Pick<BankEntry, 'reason_code' | 'reason'>, lang: Lang): string | null {
  if (e.reason_code) return bankReasonText(bankRejection(e.reason_code, e.reason), lang);
  return e.reason;
}

/** Why an entry left for an operator did not match, in words (`no_transfer` → "names no transfer of ours"). */
export function entryMiss(e: Pick<BankEntry, 'miss'>, t: TFunction): string | null {
  return e.miss ? t(`ops.bankFiles.entry.missLabel.${e.miss}`) : null;
}

/** The reason cell: the bank's rejection, and why the entry did not match (a status may have both). */
function Reason({ e, t, lang }: { e: BankEntry; t: TFunction; lang: Lang }) {
  const reason = entryReason(e, lang);
  const miss = entryMiss(e, t);
  if (reason === null && miss === null) return dash;
  return (
    <div className="mc-ops-two-lines">
      {reason !== null && (
        <Typography.Text
          type={e.state === 'rejected' ? 'danger' : undefined}
          data-testid="ops-bank-entry-reason"
          data-code={e.reason_code ?? undefined}
        >
          {reason}
        </Typography.Text>
      )}
      {miss !== null && (
        <Typography.Text type="warning" data-testid="ops-bank-entry-miss" data-miss={e.miss ?? undefined}>
          {miss}
        </Typography.Text>
      )}
    </div>
  );
}

/** The payout, top-up and merchant an entry belongs to, each a long id with its copy button. */
function Links({ e, t }: { e: BankEntry; t: TFunction }) {
  const links = [
    ['payout', e.payout_id],
    ['topup', e.topup_id],
    ['merchant', e.merchant_id],
  ] as const;
  if (links.every(([, id]) => id === null)) return dash;
  return (
    <div className="mc-ops-two-lines">
      {links.map(([key, id]) =>
        id ? (
          <span key={key} className="mc-ops-bank-link">
            <Typography.Text type="secondary" className="mc-ops-small">
              {t(`ops.bankFiles.entry.${key}`)}
            </Typography.Text>
            <LongId value={id} head={8} tail={4} testId={`ops-bank-entry-${key}`} />
          </span>
        ) : null,
      )}
    </div>
  );
}

/** The columns of a file's entries (the drawer's table, scrolled sideways when narrower than their sum). */
export function entryColumns(t: TFunction, lang: Lang): TableColumnsType<BankEntry> {
  const text = (value: string | null) => value ?? dash;
  return [
    {
      key: 'kind',
      title: t('ops.bankFiles.entry.kind'),
      width: 80,
      render: (_, e) => t(`ops.bankFiles.entry.kindLabel.${e.kind}`),
    },
    {
      key: 'state',
      title: t('ops.bankFiles.entry.state'),
      width: 100,
      render: (_, e) => (
        <Tag color={STATE_COLOR[e.state]} data-testid="ops-bank-entry-state" data-state={e.state}>
          {t(`ops.bankFiles.entry.stateLabel.${e.state}`)}
        </Tag>
      ),
    },
    {
      key: 'endToEnd',
      title: t('ops.bankFiles.entry.endToEnd'),
      width: 150,
      render: (_, e) =>
        e.end_to_end_id ? (
          <LongId value={e.end_to_end_id} head={10} tail={4} testId="ops-bank-entry-e2e" />
        ) : (
          dash
        ),
    },
    {
      key: 'reference',
      title: t('ops.bankFiles.entry.reference'),
      width: 140,
      render: (_, e) => <span className="mc-ops-break">{text(e.reference)}</span>,
    },
    {
      key: 'amount',
      title: t('ops.bankFiles.entry.amount'),
      width: 120,
      align: 'right',
      render: (_, e) =>
        e.amount === null ? dash : <AssetAmount value={e.amount} asset={e.currency ?? ''} />,
    },
    {
      key: 'counterparty',
      title: t('ops.bankFiles.entry.counterparty'),
      width: 140,
      render: (_, e) => text(e.counterparty),
    },
    {
      key: 'bookedOn',
      title: t('ops.bankFiles.entry.bookedOn'),
      width: 100,
      render: (_, e) => text(e.booked_on),
    },
    {
      key: 'reason',
      title: t('ops.bankFiles.entry.reason'),
      width: 200,
      render: (_, e) => <Reason e={e} t={t} lang={lang} />,
    },
    {
      key: 'links',
      title: t('ops.bankFiles.entry.links'),
      width: 190,
      render: (_, e) => <Links e={e} t={t} />,
    },
  ];
}
