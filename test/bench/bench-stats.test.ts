import { describe, expect, it } from 'vitest';
import { growthPercent, mean, percentile } from '../../bench/lib/stats.js';

describe('benchmark statistics', () => {
  it('takes the nearest-rank percentile, whatever the input order', () => {
    const values = [9, 1, 5, 3, 7, 2, 8, 4, 6, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 50)).toBe(0);
  });

  it('measures memory growth as a percentage of the earlier sample', () => {
    expect(growthPercent(200, 210)).toBeCloseTo(5);
    expect(growthPercent(200, 190)).toBeCloseTo(-5);
    expect(growthPercent(0, 10)).toBe(0);
    expect(mean([1, 2, 3, 6])).toBe(3);
  });
});
