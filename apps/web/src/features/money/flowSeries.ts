import { fromMinor, type MoneyAssetFlows, toMinor } from '@mc/contract';

/** One day of an asset's flows as the chart draws it. */
export interface FlowPoint {
  /** Day of the month ("01" … "31"): the axis label. */
  day: string;
  date: string;
  /** Bar heights: a chart's scale only, never shown or added up (the texts are below). */
  inflow: number;
  outflow: number;
  /** The exact amounts the tooltip shows, as the API gave them. */
  inflowText: string;
  outflowText: string;
}

/** An asset's days as chart points: the exact decimal strings kept beside the bar heights. */
export function flowPoints(asset: MoneyAssetFlows): FlowPoint[] {
  return asset.days.map((d) => ({
    day: d.date.slice(8, 10),
    date: d.date,
    inflow: Number(d.inflow),
    outflow: Number(d.outflow),
    inflowText: d.inflow,
    outflowText: d.outflow,
  }));
}

/** The month's net (inflow − outflow) of an asset, exact, in its decimals; null if unreadable. */
export function netFlow(asset: MoneyAssetFlows): string | null {
  const inflow = toMinor(asset.inflow, asset.decimals);
  const outflow = toMinor(asset.outflow, asset.decimals);
  if (inflow === null || outflow === null) return null;
  return fromMinor(inflow - outflow, asset.decimals);
}

/** Whether anything moved for the asset in the month (a quiet asset's chart shows its empty text). */
export function hasMovement(asset: MoneyAssetFlows): boolean {
  return asset.days.some(
    (d) => toMinor(d.inflow, asset.decimals) !== 0n || toMinor(d.outflow, asset.decimals) !== 0n,
  );
}
