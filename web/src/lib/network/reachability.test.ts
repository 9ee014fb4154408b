import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createReachability } from './reachability.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function machine(answers: boolean[]) {
  const probe = vi.fn(async () => answers.shift() ?? false);
  const reachability = createReachability({ probe, firstDelayMs: 1000, maxDelayMs: 8000, now: () => Date.now() });
  return { probe, reachability };
}

describe('backoffDelay', () => {
  it('doubles from the first wait up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, 1000, 8000))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});

describe('reachability', () => {
  it('starts online and makes no health call while calls are answered', async () => {
    const { probe, reachability } = machine([]);
    reachability.report(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reachability.state().online).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });

  it('goes offline on a failed call and makes health calls with backoff until one is answered', async () => {
    const { probe, reachability } = machine([false, false, true]);
    const seen: boolean[] = [];
    reachability.subscribe((state) => seen.push(state.online));
    reachability.report(false);
    expect(reachability.state()).toMatchObject({ online: false, attempts: 0, nextProbeAt: Date.now() + 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(probe).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(reachability.state()).toMatchObject({ online: false, attempts: 1 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(reachability.state()).toMatchObject({ online: true, attempts: 0, nextProbeAt: null });
    expect(seen.at(-1)).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('keeps the wait at the cap however long the API stays away', async () => {
    const { probe, reachability } = machine([]);
    reachability.report(false);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    expect(probe).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(8000 * 3);
    expect(probe).toHaveBeenCalledTimes(7);
  });

  it('comes back at once when any call is answered, and stops the health calls', async () => {
    const { probe, reachability } = machine([]);
    reachability.report(false);
    reachability.report(true);
    expect(reachability.state().online).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).not.toHaveBeenCalled();
  });

  it('makes a health call at once on "try again", and starts the backoff over on a later failure', async () => {
    const { probe, reachability } = machine([false, true]);
    reachability.report(false);
    await reachability.retryNow();
    expect(probe).toHaveBeenCalledTimes(1);
    expect(reachability.state()).toMatchObject({ online: false, attempts: 1 });
    await reachability.retryNow();
    expect(reachability.state().online).toBe(true);
    reachability.report(false);
    expect(reachability.state()).toMatchObject({ attempts: 0, nextProbeAt: Date.now() + 1000 });
  });

  it('counts a health call that throws as not answered', async () => {
    const reachability = createReachability({ probe: () => Promise.reject(new Error('boom')), firstDelayMs: 10 });
    reachability.report(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(reachability.state()).toMatchObject({ online: false, attempts: 1 });
  });

  it('learns at start-up that the API is away from one health call, then backs off as usual', async () => {
    const { probe, reachability } = machine([false, true]);
    await reachability.check();
    expect(reachability.state()).toMatchObject({ online: false, attempts: 0 });
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(reachability.state().online).toBe(true);
  });

  it('stays online when the start-up health call is answered', async () => {
    const { probe, reachability } = machine([true]);
    await reachability.check();
    expect(reachability.state().online).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
