import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedPending } from './use-delayed-pending.ts';

describe('pending indicator timing (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = () => renderHook(({ busy }) => useDelayedPending(busy), { initialProps: { busy: false } });

  it('does not show for a navigation shorter than 1000 ms', () => {
    const hook = render();
    hook.rerender({ busy: true });
    act(() => vi.advanceTimersByTime(999));
    hook.rerender({ busy: false });
    act(() => vi.advanceTimersByTime(2000));
    expect(hook.result.current).toBe(false);
  });

  it('shows after 1000 ms and stays at least 500 ms', () => {
    const hook = render();
    hook.rerender({ busy: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    hook.rerender({ busy: false });
    act(() => vi.advanceTimersByTime(399));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(false);
  });

  it('hides at once when it has already been shown for 500 ms', () => {
    const hook = render();
    hook.rerender({ busy: true });
    act(() => vi.advanceTimersByTime(1600));
    hook.rerender({ busy: false });
    act(() => vi.advanceTimersByTime(0));
    expect(hook.result.current).toBe(false);
  });
});
