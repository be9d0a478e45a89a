import { type MoneyFlows, type MoneySummary, moneyPageApi, type StatementSummary } from '@mc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCursorList } from '../../components/list/useCursorList';
import { call } from '../../lib/http/client';

export type { MoneyFlows, MoneySummary, StatementSummary };

export const moneyKeys = {
  summary: ['money', 'summary'] as const,
  flows: (month: string) => ['money', 'flows', month] as const,
  statements: ['money', 'statements'] as const,
  emails: ['money', 'statement-emails'] as const,
};

const PAGE_SIZE = 24;

/** Every asset's buckets and their worth in USD. */
export const useMoneySummary = () =>
  useQuery({ queryKey: moneyKeys.summary, queryFn: () => call(moneyPageApi.getMoneySummary), staleTime: 0 });

/** What came in and went out per asset and day of `month` (YYYY-MM). */
export const useMoneyFlows = (month: string) =>
  useQuery({
    queryKey: moneyKeys.flows(month),
    queryFn: () => call(moneyPageApi.getMoneyFlows, { month }),
    staleTime: 0,
  });

/** The statements of closed months, newest first, a cursor page at a time. */
export const useStatements = () =>
  useCursorList({
    queryKey: moneyKeys.statements,
    fetchPage: (cursor) => call(moneyPageApi.listStatements, { limit: PAGE_SIZE, cursor }),
    staleTime: 0,
  });

/** Whether the user gets each new statement by e-mail, and the switch that changes it. */
export function useStatementEmails() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: moneyKeys.emails,
    queryFn: () => call(moneyPageApi.getStatementEmails),
  });
  const mutation = useMutation({
    mutationFn: (enabled: boolean) => call(moneyPageApi.setStatementEmails, { enabled }),
    onSuccess: (data) => client.setQueryData(moneyKeys.emails, data),
  });
  return { query, mutation };
}
