import { type ChequeLeafVoidInput, chequeLeafVoidInputSchema } from '@daftar/contracts/endpoints/cheque-books-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { leafNumber } from './cheque-book-dialog.tsx';
import { apiClient, chequeMutation, chequesClient } from './cheque-queries.ts';

/** A free leaf of the book voided (torn, misprinted): its number, the date and why; nothing posts. */
export function ChequeVoidDialog({ bookId, leaf, onClose }: { bookId: number; leaf: number | null; onClose(): void }) {
  const { t, language, companyId } = useTreasuryScreen();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [number, setNumber] = useState(leaf ? localDigits(String(leaf), language) : '');
  const [date, setDate] = useState(todayIso());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation(
    chequeMutation(queryClient, companyId, (input: ChequeLeafVoidInput) =>
      chequesClient.voidChequeLeaf(apiClient, companyId, bookId, input),
    ),
  );
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input: ChequeLeafVoidInput = { leaf: leafNumber(number), date, reason };
    const checked = checkInput(chequeLeafVoidInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await save.mutateAsync(input);
      void notify.success(t('WEB_CHEQUE_LEAF_VOIDED'));
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
      title={t('WEB_CHEQUE_LEAF_VOID')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" form="cheque-void-form" loading={save.isPending} data-testid="cheque-void-save">
            {t('WEB_TREASURY_SAVE')}
          </Button>
        </>
      }
    >
      <form id="cheque-void-form" className="treasury-form" onSubmit={submit} noValidate>
        <TextField
          label={t('WEB_CHEQUE_LEAF')}
          required
          inputMode="numeric"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          error={error('leaf')}
          data-testid="cheque-void-leaf"
        />
        <DateField
          label={t('WEB_CHEQUE_STEP_DATE')}
          required
          value={date}
          onChange={setDate}
          error={error('date')}
          data-testid="cheque-void-date"
        />
        <TextField
          label={t('WEB_CHEQUE_REASON')}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error('reason')}
          data-testid="cheque-void-reason"
        />
        {failure && (
          <p className="report-error" role="alert" data-testid="cheque-void-error">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
