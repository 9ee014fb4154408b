import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setEditModeEnabled } from '../../i18n/edit-mode-switch.ts';
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

  it("follows the shell's toggle control (the same mode), and starts off again at the next mount (issue 20)", () => {
    const { result, unmount } = renderHook(useEditMode, { wrapper: EditModeProvider });
    act(() => setEditModeEnabled(true));
    expect(result.current.enabled).toBe(true);
    act(() => setEditModeEnabled(false));
    expect(result.current.enabled).toBe(false);
    act(() => setEditModeEnabled(true));
    unmount();
    expect(renderHook(useEditMode, { wrapper: EditModeProvider }).result.current.enabled).toBe(false);
  });
});
