import { cpuUsage } from 'node:process';
import { describe, expect, it } from 'vitest';
import { startHogs } from './cpu-hog.ts';

describe('startHogs', () => {
  it('keeps a core busy until stopped, then releases it', async () => {
    const before = cpuUsage();
    const hogs = startHogs(1);
    // Wait until the worker has burnt a measurable amount of CPU (a condition, not a fixed time).
    await expect.poll(() => cpuUsage(before).user, { timeout: 20_000, interval: 20 }).toBeGreaterThan(50_000);
    await hogs.stop();
    const afterStop = cpuUsage();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cpuUsage(afterStop).user).toBeLessThan(50_000);
  });
});
