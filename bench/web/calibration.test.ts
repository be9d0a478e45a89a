import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median, REFERENCE_INDEX, REFERENCE_SLOWDOWN } from './calibration';

describe('the calibrated CPU slowdown', () => {
  it('is Lighthouse’s 4× on the reference desktop, and follows the host’s benchmarkIndex', () => {
    expect(cpuSlowdownFor(REFERENCE_INDEX)).toBe(REFERENCE_SLOWDOWN);
    expect(cpuSlowdownFor(2650)).toBe(6.06);
    expect(cpuSlowdownFor(875)).toBe(2);
    // within the documentation's range, and 4× when the index is unknown
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(9000)).toBe(10);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });

  it('takes the median of the runs', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([3, 1, 2, 4])).toBe(2);
  });
});
