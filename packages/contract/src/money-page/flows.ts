import { z } from 'zod';
import { money } from '../money';
import { monthText } from './month';

/** The money page's chart: what came in and went out per asset and day of a month. */

export const moneyFlowsQuery = z.strictObject({
  month: monthText.optional().describe('Default: the current month (the merchant’s time zone)'),
});
export type MoneyFlowsQuery = z.output<typeof moneyFlowsQuery>;

export const moneyFlowDay = z.object({
  date: z.string().describe('YYYY-MM-DD; every day of the month is listed, quiet days with zeros'),
  inflow: money,
  outflow: money.describe('Positive: what left the available balance'),
});

export const moneyAssetFlows = z.object({
  asset: z.string(),
  decimals: z.number().int(),
  inflow: money.describe('The month total'),
  outflow: money.describe('The month total'),
  days: z.array(moneyFlowDay),
});
export type MoneyAssetFlows = z.infer<typeof moneyAssetFlows>;

export const moneyFlows = z.object({
  month: monthText,
  timezone: z.string().describe('The merchant’s time zone, in which the month and its days are cut'),
  assets: z.array(moneyAssetFlows).describe('Assets that moved in the month'),
});
export type MoneyFlows = z.infer<typeof moneyFlows>;
