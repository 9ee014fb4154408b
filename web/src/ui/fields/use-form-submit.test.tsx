import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { FormFooter } from './form-footer.tsx';
import type { FormCheck } from '../../lib/forms/field-errors.ts';
import { useFormSubmit } from './use-form-submit.ts';

afterEach(cleanup);

/** A one-field form on the shared submit and footer, as a feature's form uses them. */
function NameForm({ check, send }: { check: () => FormCheck<string>; send: (input: string) => Promise<void> }) {
  const form = useFormSubmit({ check, send, errorFields: { DUPLICATE_NAME: 'name' } });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      <input aria-label="name" aria-invalid={form.errors.name ? true : undefined} data-testid="name" />
      <output data-testid="name-error">{form.errors.name ?? ''}</output>
      <FormFooter state={form} cancelTo="/list" />
    </form>
  );
}

function show(check: () => FormCheck<string>, send: (input: string) => Promise<void>) {
  render(
    <MemoryRouter>
      <LanguageProvider>
        <NameForm check={check} send={send} />
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
});
