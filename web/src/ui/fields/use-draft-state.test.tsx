import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { ServerUnreachableError } from '../../lib/api/unreachable.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { clearWork, workNames } from '../../lib/storage/work-store.ts';
import { FormDialog } from '../modal/form-dialog.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';
import { useDraftFields } from './use-draft-state.ts';

const schema = z.object({ name: z.string().min(1), amount: z.string() });

/** A dialog as the treasury's are: separate fields, the shared submit and frame, its draft kept through them. */
function AmountDialog({ send, onClose }: { send(input: z.output<typeof schema>): Promise<void>; onClose(): void }) {
  const kept = useDraftFields({ form: 'test-amount', recordId: null });
  const [name, setName] = kept.field('name', '');
  const [amount, setAmount] = kept.field('amount', '0');
  const form = useDialogSubmit({
    schema,
    values: () => ({ name, amount }),
    send,
    savedText: 'saved',
    onClose,
    draft: kept.draft,
  });
  return (
    <FormDialog id="amount-form" title="Amount" onClose={onClose} form={form} saveLabel="Save" saveTestId="save">
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} data-testid="name" />
      <input
        aria-label="amount"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        data-testid="amount"
      />
    </FormDialog>
  );
}

function open(send: (input: z.output<typeof schema>) => Promise<void>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(profileQuery.queryKey, { info: { email: 'sara@example.com' } } as never);
  return render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <AmountDialog send={send} onClose={() => undefined} />
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

const drafts = () => workNames('draft.');

beforeEach(() => clearWork());
afterEach(cleanup);

describe('a dialog with useDraftFields', () => {
  it('keeps only what was changed, and nothing when a field is put back as it opened', () => {
    const view = open(() => Promise.resolve());
    fireEvent.change(screen.getByTestId('amount'), { target: { value: '12' } });
    expect(drafts()).toHaveLength(1);
    fireEvent.change(screen.getByTestId('amount'), { target: { value: '0' } });
    expect(drafts()).toEqual([]);
    view.unmount();
  });

  it('offers the draft back when it opens again, and restores it', async () => {
    const first = open(() => Promise.resolve());
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Petty cash' } });
    first.unmount();
    open(() => Promise.resolve());
    expect(screen.getByTestId('name')).toHaveProperty('value', '');
    await screen.findByTestId('draft-offer');
    fireEvent.click(screen.getByTestId('draft-restore'));
    expect(screen.getByTestId('name')).toHaveProperty('value', 'Petty cash');
    expect(screen.queryByTestId('draft-offer')).toBeNull();
  });

  it('drops the draft on discard', async () => {
    const first = open(() => Promise.resolve());
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Till' } });
    first.unmount();
    open(() => Promise.resolve());
    fireEvent.click(await screen.findByTestId('draft-discard'));
    expect(drafts()).toEqual([]);
    expect(screen.getByTestId('name')).toHaveProperty('value', '');
  });

  it('keeps the draft when the server cannot be reached, offers "try again", and removes it once saved', async () => {
    const send = vi
      .fn<(input: z.output<typeof schema>) => Promise<void>>()
      .mockRejectedValueOnce(new ServerUnreachableError('network'))
      .mockResolvedValueOnce(undefined);
    open(send);
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Bank' } });
    fireEvent.click(screen.getByTestId('save'));
    fireEvent.click(await screen.findByTestId('form-retry'));
    expect(drafts()).toHaveLength(1);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith({ name: 'Bank', amount: '0' });
    await waitFor(() => expect(drafts()).toEqual([]));
  });
});
