import { describe, expect, it } from 'vitest';
import { estimatedPercent, expectedCommitMs, expectedPreviewMs } from './import-progress.ts';

describe('the import progress estimate', () => {
  it('starts at 0, passes 60% at the expected time and never claims 100% before the answer', () => {
    expect(estimatedPercent(0, 3000)).toBe(0);
    expect(estimatedPercent(3000, 3000)).toBe(63);
    expect(estimatedPercent(1500, 3000)).toBeLessThan(estimatedPercent(3000, 3000));
    expect(estimatedPercent(60_000, 3000)).toBe(99);
    expect(estimatedPercent(100, 0)).toBe(0);
  });

  it('expects a larger file to take longer, and a commit longer than its preview', () => {
    expect(expectedPreviewMs(2_000_000)).toBeGreaterThan(expectedPreviewMs(20_000));
    expect(expectedCommitMs(3000)).toBe(6000);
    expect(expectedCommitMs(10)).toBe(500);
  });
});
