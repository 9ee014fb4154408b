import { type ChequeBookInput, chequeBookInputSchema } from '@daftar/contracts/endpoints/cheque-books-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toLatinDigits } from '../../../lib/format/digits.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { apiClient, chequeMutation, chequesClient } from './cheque-queries.ts';

/** A whole number typed in any digits, or NaN (the schema then says what is wrong). */
export const leafNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(toLatinDigits(text.trim())));

/** A cheque book of the bank account received from the bank: its series and the first and last leaf. */
export function ChequeBookDialog({ bankTafsiliId, onClose }: { bankTafsiliId: number; onClose(): void }) {
  const { t, companyId } = useTreasuryScreen();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [series, setSeries] = useState('');
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [receivedDate, setReceivedDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation(
    chequeMutation(queryClient, companyId, (input: ChequeBookInput) =>
      chequesClient.createChequeBook(apiClient, companyId, input),
    ),
  );
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input: ChequeBookInput = {
      bankTafsiliId,
      series,
      firstLeaf: leafNumber(first),
      lastLeaf: leafNumber(last),
      receivedDate: receivedDate || null,
    };
    const checked = checkInput(chequeBookInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await save.mutateAsync(input);
      void notify.success(t('WEB_CHEQUE_BOOK_SAVED'));
      onClose();
    } catch (caught) {
      const fields = apiFieldErrors(caught);
      if (fields) setErrors(fields);
      else setFailure(errorText(caught));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('WEB_CHEQUE_BOOK_NEW')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" form="cheque-book-form" loading={save.isPending} data-testid="cheque-book-save">
            {t('WEB_TREASURY_SAVE')}
          </Button>
        </>
      }
    >
      <form id="cheque-book-form" className="treasury-form" onSubmit={submit} noValidate>
        <TextField
          label={t('WEB_CHEQUE_BOOK_SERIES')}
          required
          value={series}
          onChange={(event) => setSeries(event.target.value)}
          error={error('series')}
          data-testid="cheque-book-series"
        />
        <TextField
          label={t('WEB_CHEQUE_BOOK_FIRST_LEAF')}
          required
          inputMode="numeric"
          value={first}
          onChange={(event) => setFirst(event.target.value)}
          error={error('firstLeaf')}
          data-testid="cheque-book-first"
        />
        <TextField
          label={t('WEB_CHEQUE_BOOK_LAST_LEAF')}
          required
          inputMode="numeric"
          value={last}
          onChange={(event) => setLast(event.target.value)}
          error={error('lastLeaf')}
          data-testid="cheque-book-last"
        />
        <DateField
          label={t('WEB_CHEQUE_BOOK_RECEIVED_ON')}
          value={receivedDate}
          onChange={setReceivedDate}
          error={error('receivedDate')}
          data-testid="cheque-book-received"
        />
        {failure && (
          <p className="report-error" role="alert" data-testid="cheque-book-error">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
