import type { Actor } from '@mc/contract';

type Translate = (key: string) => string;

/** The label of the "created by" row of a detail (cn 创建人, en Created by). */
export const CREATED_BY_LABEL = 'common.createdBy';

/**
 * Who created a record: their name and email (the email alone before they gave a name; an API key
 * acts as its user); null: the platform opened it by itself ("System"); absent: "—".
 */
export function createdByText(actor: Actor | null | undefined, t: Translate): string {
  if (actor === undefined) return '—';
  if (actor === null) return t('common.createdBySystem');
  return actorText(actor);
}

/** A user as a person reads them: "name (email)", or whichever of the two is known. */
export function actorText(actor: Actor): string {
  if (actor.name && actor.email) return `${actor.name} (${actor.email})`;
  return actor.name ?? actor.email ?? actor.id.slice(0, 8);
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
