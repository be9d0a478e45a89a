import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median, REFERENCE_INDEX, REFERENCE_SLOWDOWN } from './calibration';
import { hostBenchmarkIndex } from './host-index';

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

describe('the host’s benchmarkIndex', () => {
  it('is the median of its readings, the first (a fresh browser’s) left out', async () => {
    const readings = [1551, 2737, 1826, 2537, 2310, 2584, 2437, 2459];
    let i = 0;
    const host = await hostBenchmarkIndex(async () => readings[i++]!);
    expect(host.readings).toEqual(readings);
    expect(host.benchmarkIndex).toBe(2459);
    expect(cpuSlowdownFor(host.benchmarkIndex)).toBe(5.62);
  });

  it('takes as many readings as it is told', async () => {
    let calls = 0;
    const host = await hostBenchmarkIndex(async () => 1000 + calls++, 3);
    expect(host.readings).toEqual([1000, 1001, 1002]);
    expect(host.benchmarkIndex).toBe(1001);
  });
});
