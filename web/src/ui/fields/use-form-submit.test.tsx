import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { ServerUnreachableError } from '../../lib/api/unreachable.ts';
import { FormFooter } from './form-footer.tsx';
import type { FormCheck } from '../../lib/forms/field-errors.ts';
import { useFormSubmit } from './use-form-submit.ts';

afterEach(cleanup);

/** A one-field form on the shared submit and footer, as a feature's form uses them. */
function NameForm({
  check,
  send,
  draft,
}: {
  check: () => FormCheck<string>;
  send: (input: string) => Promise<void>;
  draft?: { clear(): void };
}) {
  const form = useFormSubmit({ check, send, errorFields: { DUPLICATE_NAME: 'name' }, ...(draft ? { draft } : {}) });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      <input aria-label="name" aria-invalid={form.errors.name ? true : undefined} data-testid="name" />
      <output data-testid="name-error">{form.errors.name ?? ''}</output>
      <FormFooter state={form} cancelTo="/list" />
    </form>
  );
}

function show(check: () => FormCheck<string>, send: (input: string) => Promise<void>, draft?: { clear(): void }) {
  render(
    <MemoryRouter>
      <LanguageProvider>
        <NameForm check={check} send={send} {...(draft ? { draft } : {})} />
      </LanguageProvider>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByTestId('form-save'));
}

describe('useFormSubmit with FormFooter', () => {
  it('refuses without sending, says so, and puts the focus on the first field to fix', async () => {
    const send = vi.fn(() => Promise.resolve());
    show(() => ({ ok: false, errors: { name: 'REQUIRED' } }), send);
    await screen.findByTestId('form-errors');
    expect(screen.getByTestId('name-error').textContent).toBe('REQUIRED');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('name')));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the checked input, and stays busy while it is saved', async () => {
    const send = vi.fn(() => new Promise<void>(() => undefined));
    show(() => ({ ok: true, input: 'Tea' }), send);
    expect(send).toHaveBeenCalledWith('Tea');
    await waitFor(() => expect(screen.getByTestId('form-save').getAttribute('aria-busy')).toBe('true'));
  });

  it("puts the server's refusal under its field, by the code when the answer names none", async () => {
    const conflict = new ApiError(409, 'DUPLICATE_NAME');
    show(
      () => ({ ok: true, input: 'Tea' }),
      () => Promise.reject(conflict),
    );
    await waitFor(() => expect(screen.getByTestId('name-error').textContent).toBe('DUPLICATE_NAME'));
    expect(screen.queryByTestId('form-failure')).toBeNull();
  });

  it('shows a failure that names no field above the buttons, and lets the user try again', async () => {
    show(
      () => ({ ok: true, input: 'Tea' }),
      () => Promise.reject(new Error('offline')),
    );
    expect((await screen.findByTestId('form-failure')).textContent).toBe('offline');
    expect(screen.getByTestId('form-save').getAttribute('aria-busy')).toBeNull();
  });

  it('offers "try again" after the server could not be reached, and sends the same input again', async () => {
    const send = vi
      .fn<(input: string) => Promise<void>>()
      .mockRejectedValueOnce(new ServerUnreachableError('network'))
      .mockResolvedValueOnce(undefined);
    const draft = { clear: vi.fn() };
    show(() => ({ ok: true, input: 'Tea' }), send, draft);
    await screen.findByTestId('form-retry');
    expect(screen.getByTestId('form-failure').textContent).not.toMatch(/fetch/i);
    expect(draft.clear).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('form-retry'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith('Tea');
    await waitFor(() => expect(draft.clear).toHaveBeenCalledTimes(1));
  });

  it('offers no "try again" for a refusal of the server', async () => {
    show(
      () => ({ ok: true, input: 'Tea' }),
      () => Promise.reject(new ApiError(500, 'INTERNAL_SERVER_ERROR')),
    );
    await screen.findByTestId('form-failure');
    expect(screen.queryByTestId('form-retry')).toBeNull();
  });
});
