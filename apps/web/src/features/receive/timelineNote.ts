import type { TimelineEvent } from '@mc/contract';
import type { TFunction } from 'i18next';
import { displayAmount } from './amounts';

/** What a timeline event says, in the reader's language: its code's message with its parameters. */
export function timelineNoteText(t: TFunction, event: Pick<TimelineEvent, 'code' | 'params'>): string {
  const { amount, fee, by, ...rest } = event.params;
  return t(`note.${event.code}`, {
    ...rest,
    ...(amount !== undefined ? { amount: displayAmount(amount) } : {}),
    ...(fee !== undefined ? { fee: displayAmount(fee) } : {}),
    ...(by !== undefined ? { by: t(`note.by.${by}`) } : {}),
    interpolation: { escapeValue: false },
  });
}
