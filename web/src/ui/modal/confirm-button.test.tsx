import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { notify } from '../toast/notify.tsx';
import { ConfirmButton } from './confirm-button.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderButton(run: () => Promise<void>) {
  render(
    <LanguageProvider>
      <ConfirmButton label="Delete" title="Delete the record?" run={run} busy={false} testId="record-delete">
        <p>It cannot be undone.</p>
      </ConfirmButton>
    </LanguageProvider>,
  );
}

describe('ConfirmButton', () => {
  it('asks first, and Cancel runs nothing', () => {
    const run = vi.fn(() => Promise.resolve());
    renderButton(run);
    expect(screen.queryByText('It cannot be undone.')).toBeNull();
    fireEvent.click(screen.getByTestId('record-delete'));
    expect(screen.getByText('It cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(run).not.toHaveBeenCalled();
  });

  it('runs the action once confirmed', async () => {
    const run = vi.fn(() => Promise.resolve());
    renderButton(run);
    fireEvent.click(screen.getByTestId('record-delete'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('on a failure closes the question and shows the error', async () => {
    const shown = vi.spyOn(notify, 'error').mockResolvedValue(undefined as never);
    const failure = new Error('refused');
    renderButton(() => Promise.reject(failure));
    fireEvent.click(screen.getByTestId('record-delete'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(failure));
    await waitFor(() => expect(screen.queryByText('It cannot be undone.')).toBeNull());
  });
});
