import type { Actor } from '@mc/contract';

type Translate = (key: string) => string;

/** The label of the "created by" row of a detail (cn 创建人, en Created by). */
export const CREATED_BY_LABEL = 'common.createdBy';

/**
 * Who created a record: their name and email (the email alone before they gave a name); null: made
 * with an API key ("API"); absent (an answer from before users): "—".
 */
export function createdByText(actor: Actor | null | undefined, t: Translate): string {
  if (actor === undefined) return '—';
  if (actor === null) return t('common.createdByApi');
  return actor.name ? `${actor.name} (${actor.email})` : actor.email;
}

/** The value of a "created by" row, with its test id. */
export function CreatedBy({
  actor,
  t,
  testId,
}: {
  actor: Actor | null | undefined;
  t: Translate;
  testId: string;
}) {
  return <span data-testid={testId}>{createdByText(actor, t)}</span>;
}
