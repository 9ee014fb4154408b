import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusLater } from './use-focus-later.ts';

function input(id: string): HTMLInputElement {
  const element = document.createElement('input');
  element.id = id;
  document.body.append(element);
  return element;
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('useFocusLater', () => {
  it('scrolls while the element is missing and focuses it once it renders', async () => {
    const { result } = renderHook(() => useFocusLater());
    const scroll = vi.fn();
    result.current('cell-301', scroll);
    await frames(3);
    expect(scroll.mock.calls.length).toBeGreaterThan(1);
    const cell = input('cell-301');
    await waitFor(() => expect(document.activeElement).toBe(cell));
  });

  it('focuses the line rendered anew when the first one was dropped with the focus', async () => {
    const first = input('cell-301');
    // The window settling its measures renders the line anew just after it took the focus.
    first.addEventListener('focus', () => queueMicrotask(() => first.replaceWith(input('cell-301'))), { once: true });
    const { result } = renderHook(() => useFocusLater());
    result.current('cell-301', () => undefined);
    await waitFor(() => expect(document.activeElement?.id).toBe('cell-301'));
    expect(document.activeElement).not.toBe(first);
  });

  it('leaves the focus where the user moved it', async () => {
    const cell = input('cell-301');
    const other = input('search');
    const { result } = renderHook(() => useFocusLater());
    result.current('cell-301', () => undefined);
    await waitFor(() => expect(document.activeElement).toBe(cell));
    other.focus();
    await frames(5);
    expect(document.activeElement).toBe(other);
  });

  it('gives an older target up for a newer one', async () => {
    const { result } = renderHook(() => useFocusLater());
    result.current('cell-1', () => undefined);
    result.current('cell-2', () => undefined);
    const older = input('cell-1');
    const newer = input('cell-2');
    await waitFor(() => expect(document.activeElement).toBe(newer));
    await frames(3);
    expect(document.activeElement).not.toBe(older);
  });
});
