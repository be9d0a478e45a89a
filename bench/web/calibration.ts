/**
 * Lighthouse's mobile profile slows the CPU down by a fixed 4×, meant to bring a high-end desktop
 * into the mid-tier mobile bracket; hosts differ by two or more times, so the same page scores
 * differently on each. As Lighthouse's throttling documentation describes, the slowdown is calibrated
 * to the host's `benchmarkIndex`: the multiplier that brings this host where 4× brings the reference
 * high-end desktop (index 1,750, the middle of its 1,500-2,000 bracket), i.e. to an index of 437.5,
 * a mid-tier phone. Bounded to 1-10×, the range the documentation gives.
 */
export const REFERENCE_INDEX = 1750;
export const REFERENCE_SLOWDOWN = 4;
const TARGET_INDEX = REFERENCE_INDEX / REFERENCE_SLOWDOWN;

/** The CPU slowdown for a host of this benchmarkIndex, to two decimals. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return REFERENCE_SLOWDOWN;
  const multiplier = benchmarkIndex / TARGET_INDEX;
  return Math.round(Math.min(10, Math.max(1, multiplier)) * 100) / 100;
}

/** The middle value (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
