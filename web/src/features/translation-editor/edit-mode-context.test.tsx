import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditModeProvider, useEditMode } from './edit-mode-context.tsx';

afterEach(cleanup);

function Reader() {
  useEditMode();
  return null;
}

describe('edit mode context (SPEC §4, §8)', () => {
  it('throws a clear error when used outside its provider', () => {
    // React logs the thrown render error; the test only wants the throw.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Reader />)).toThrow(/useEditMode must be used inside <EditModeProvider>/);
    quiet.mockRestore();
  });

  it('starts off, toggles, and closes the dialog when the mode goes off', () => {
    const { result } = renderHook(useEditMode, { wrapper: EditModeProvider });
    expect(result.current.enabled).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.enabled).toBe(true);
    act(() => result.current.openEditor({ key: 'WEB_SAVE', candidates: ['WEB_SAVE'] }));
    expect(result.current.target).toEqual({ key: 'WEB_SAVE', candidates: ['WEB_SAVE'] });
    act(() => result.current.setEnabled(false));
    expect(result.current.enabled).toBe(false);
    expect(result.current.target).toBeNull();
  });
});
