import type { ReactNode } from 'react';
import './paymentOutcome.css';

export type OutcomeTone = 'success' | 'warning' | 'info' | 'error';
const MARK: Record<OutcomeTone, string> = { success: '✓', warning: '!', info: 'i', error: '×' };

interface Props {
  tone: OutcomeTone;
  title: string;
  desc: string;
  testId: string;
  /** The status the card shows, as `data-status`. */
  status?: string;
  /** The title's test id. */
  titleTestId?: string;
  /** The sign in the circle, when not the tone's own (`?` for "not found"). */
  mark?: string;
  children?: ReactNode;
}

/** A payer's page that has nothing to pay: a mark of its tone, a title, what to do, any facts below. */
export function OutcomeCard({ tone, title, desc, testId, status, titleTestId, mark, children }: Props) {
  return (
    <section className="mc-pay-card mc-pay-outcome" data-testid={testId} data-status={status}>
      <span className={`mc-pay-outcome-icon mc-pay-outcome-${tone}`} aria-hidden="true">
        {mark ?? MARK[tone]}
      </span>
      <h1 className="mc-pay-outcome-title" data-testid={titleTestId}>
        {title}
      </h1>
      <p className="mc-pay-outcome-desc">{desc}</p>
      {children}
    </section>
  );
}
