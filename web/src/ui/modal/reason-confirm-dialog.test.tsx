import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { ReasonConfirmDialog, type ReasonConfirmDialogProps } from './reason-confirm-dialog.tsx';

afterEach(cleanup);

const schema = z.object({ reason: z.string().trim().min(3, { error: 'REASON_REQUIRED' }) });

function ask(reason: string, props: Partial<ReasonConfirmDialogProps<{ reason: string }>>) {
  const done = vi.fn();
  const send = props.send ?? vi.fn(() => Promise.resolve());
  render(
    <LanguageProvider>
      <ReasonConfirmDialog
        title="Reopen"
        body="It opens again."
        confirmLabel="Reopen"
        reasonLabel="Why"
        reasonTestId="reason"
        schema={schema}
        {...props}
        send={send}
        onDone={done}
      />
    </LanguageProvider>,
  );
  fireEvent.change(screen.getByTestId('reason'), { target: { value: reason } });
  fireEvent.click(screen.getByTestId('confirm-accept'));
  return { done, send };
}

describe('ReasonConfirmDialog', () => {
  it('runs the action with the checked reason, then closes', async () => {
    const { done, send } = ask('  a late invoice ', {});
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({ reason: 'a late invoice' });
  });

  it('refuses a short reason under the field without running the action', async () => {
    const { done, send } = ask('no', {});
    await waitFor(() => expect(screen.getByTestId('reason').getAttribute('aria-invalid')).toBe('true'));
    expect(send).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });

  it("shows a failure that names no field under the reason, or hands it to the caller's onFailure", async () => {
    const conflict = new ApiError(409, 'ALREADY_OPEN');
    const first = ask('a late invoice', { send: () => Promise.reject(conflict) });
    await waitFor(() => expect(screen.getByTestId('reason').getAttribute('aria-invalid')).toBe('true'));
    expect(first.done).not.toHaveBeenCalled();
    cleanup();

    const onFailure = vi.fn();
    ask('a late invoice', { send: () => Promise.reject(conflict), onFailure });
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(conflict));
    expect(screen.getByTestId('reason').getAttribute('aria-invalid')).toBeNull();
  });
});
