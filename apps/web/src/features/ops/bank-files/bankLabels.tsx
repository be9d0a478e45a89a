import type { BankFile, BankFileKind, BankFileState } from '@mc/contract';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';

/** A kind's label key is the kind without its dot (`pain.001` → `pain001`): a dot would nest the key. */
export const kindLabel = (t: TFunction, kind: BankFileKind): string =>
  `${kind} · ${t(`ops.bankFiles.kindLabel.${kind.replace('.', '')}`)}`;

/**
 * A file's two counts in words: of a statement or a status report, the entries that matched and those
 * left for an operator; of a pain.001, the transfers a statement booked and those the bank rejected.
 */
export function countLabels(
  t: TFunction,
  f: Pick<BankFile, 'kind' | 'matched' | 'unmatched'>,
): { matched: string; unmatched: string } {
  const out = f.kind === 'pain.001';
  return {
    matched: t(out ? 'ops.bankFiles.booked' : 'ops.bankFiles.matched', { count: f.matched }),
    unmatched: t(out ? 'ops.bankFiles.rejected' : 'ops.bankFiles.unmatched', { count: f.unmatched }),
  };
}

/** Tag colour of every file state (antd preset colours, as the other status tags). */
const STATE_COLOR: Record<BankFileState, string> = {
  written: 'processing',
  imported: 'success',
  refused: 'error',
};

/** A file's state; a refused file's error in a tooltip. */
export function FileStateTag({
  state,
  error,
  t,
}: {
  state: BankFileState;
  error: string | null;
  t: TFunction;
}) {
  const tag = (
    <Tag color={STATE_COLOR[state]} data-testid="ops-bank-file-state" data-state={state}>
      {t(`ops.bankFiles.stateLabel.${state}`)}
    </Tag>
  );
  return error ? <Tooltip title={error}>{tag}</Tooltip> : tag;
}
