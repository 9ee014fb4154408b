import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { FormDialog } from '../modal/form-dialog.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';

afterEach(cleanup);

const schema = z.object({ name: z.string().trim().min(1, { error: 'REQUIRED' }) });

/** A one-field dialog on the shared frame, as a feature's dialog uses it. */
function NameDialog({
  name,
  refuse,
  send,
  onClose,
}: {
  name: string;
  refuse?: () => FieldErrors | null;
  send: (input: { name: string }) => Promise<number>;
  onClose: (saved: number) => void;
}) {
  const form = useDialogSubmit({
    schema,
    values: () => ({ name }),
    ...(refuse ? { refuse } : {}),
    send,
    savedText: 'Saved',
    onClose,
  });
  return (
    <FormDialog id="name-form" title="Name" onClose={() => undefined} form={form} saveLabel="Save" saveTestId="save">
      <input aria-label="name" aria-invalid={form.error('name') ? true : undefined} data-testid="name" />
      <input aria-label="other" aria-invalid={form.error('other') ? true : undefined} data-testid="other" />
      <output data-testid="errors">{JSON.stringify(form.errors)}</output>
    </FormDialog>
  );
}

function show(props: Parameters<typeof NameDialog>[0]) {
  render(
    <LanguageProvider>
      <NameDialog {...props} />
    </LanguageProvider>,
  );
  fireEvent.click(screen.getByTestId('save'));
}

describe('useDialogSubmit in FormDialog', () => {
  it("sends the schema's output and closes with what the server answered", async () => {
    const send = vi.fn(() => Promise.resolve(7));
    const onClose = vi.fn();
    show({ name: '  Tea ', send, onClose });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(7));
    expect(send).toHaveBeenCalledWith({ name: 'Tea' });
  });

  it('refuses by the schema without sending, the refused field focused', async () => {
    const send = vi.fn(() => Promise.resolve(1));
    show({ name: ' ', send, onClose: vi.fn() });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('name')));
    expect(screen.getByTestId('errors').textContent).toBe('{"name":"REQUIRED"}');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses what the schema cannot see before the schema is asked', async () => {
    const send = vi.fn(() => Promise.resolve(1));
    show({ name: ' ', refuse: () => ({ other: 'NOT_FOUND' }), send, onClose: vi.fn() });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('other')));
    expect(screen.getByTestId('errors').textContent).toBe('{"other":"NOT_FOUND"}');
    expect(send).not.toHaveBeenCalled();
  });
});
