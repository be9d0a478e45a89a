import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';
import { median } from './calibration';

/** Readings of the host's benchmarkIndex taken before the Lighthouse runs (the first one is left out). */
export const INDEX_READINGS = 8;

export interface HostIndex {
  /** The median of the readings kept: what the CPU slowdown is calibrated to. */
  benchmarkIndex: number;
  /** Every reading, in the order taken; the first warmed the browser up and is not in the median. */
  readings: number[];
}

/**
 * The host's benchmarkIndex as the median of several readings. One reading is Lighthouse's own
 * second-long benchmark (a string built and an array copied over and over), which on a shared machine
 * moves by a third from one second to the next; a fresh browser's first reading is lower still (it
 * read 1,551 where the next ones read 1,826–2,737). One load of /payment, audited at the slowdown of
 * one reading (3.55×) and of another (6.26×), scored 99 and 94; the median of several is steady.
 */
export async function hostBenchmarkIndex(
  measure: () => Promise<number>,
  readings = INDEX_READINGS,
): Promise<HostIndex> {
  const taken: number[] = [];
  for (let i = 0; i < readings; i += 1) taken.push(await measure());
  return { benchmarkIndex: median(taken.slice(1)), readings: taken };
}

/** One reading of Lighthouse's benchmark, run in `page` (a blank one: nothing else on its thread). */
export const measureIn = (page: Page) => () => page.evaluate(pageFunctions.computeBenchmarkIndex);
