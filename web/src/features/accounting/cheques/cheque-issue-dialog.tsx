import { type ChequeIssueInput, chequeIssueInputSchema } from '@daftar/contracts/endpoints/cheque-books-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { leafNumber } from './cheque-book-dialog.tsx';
import { type Party, PartyPicker } from './cheque-pickers.tsx';
import { apiClient, chequeBooksQuery, chequeMutation, chequesClient } from './cheque-queries.ts';

/**
 * A cheque issued to a person from a free leaf of one of the company's books (the one given, else chosen here; its
 * next free leaf offered): the payee, amount, dates and Sayad id; then the cheque's page.
 */
export function ChequeIssueDialog({ bookId, onClose }: { bookId?: number; onClose(): void }) {
  const { t, language, companyId } = useTreasuryScreen();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const books = useQuery(chequeBooksQuery(companyId)).data ?? [];
  const [chosen, setChosen] = useState(bookId ? String(bookId) : '');
  const book = books.find((each) => String(each.id) === chosen);
  const [leaf, setLeaf] = useState<string | null>(null);
  const [party, setParty] = useState<Party | null>(null);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayIso());
  const [dueDate, setDueDate] = useState('');
  const [sayadId, setSayadId] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation(
    chequeMutation(queryClient, companyId, (input: ChequeIssueInput) =>
      chequesClient.issueCheque(apiClient, companyId, book?.id ?? 0, input),
    ),
  );
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const shownLeaf = leaf ?? (book?.nextFreeLeaf ? localDigits(String(book.nextFreeLeaf), language) : '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!book) return setErrors({ book: 'CHEQUE_BOOK_NOT_FOUND' });
    const input: ChequeIssueInput = {
      leaf: leafNumber(shownLeaf),
      sayadId,
      stakeholderId: party?.id ?? 0,
      date,
      dueDate,
      amount: parseAmount(amount) ?? 0,
      description: description.trim() || null,
    };
    const checked = checkInput(chequeIssueInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const cheque = await save.mutateAsync(input);
      void notify.success(t('WEB_CHEQUE_ISSUED_DONE'));
      onClose();
      await navigate(`/accounting/cheques/${cheque.id}`);
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
      title={t('WEB_CHEQUE_ISSUE')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" form="cheque-issue-form" loading={save.isPending} data-testid="cheque-issue-save">
            {t('WEB_TREASURY_SAVE')}
          </Button>
        </>
      }
    >
      <form id="cheque-issue-form" className="treasury-form" onSubmit={submit} noValidate>
        <SelectField
          label={t('WEB_CHEQUE_BOOK')}
          required
          placeholder=""
          options={books
            .filter((each) => each.free > 0 || String(each.id) === chosen)
            .map((each) => ({
              value: String(each.id),
              label: `${each.bank.name} — ${localDigits(each.series, language)} (${localDigits(String(each.free), language)} ${t('WEB_CHEQUE_BOOK_FREE')})`,
            }))}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            setLeaf(null);
          }}
          error={error('book')}
          data-testid="cheque-issue-book"
        />
        <TextField
          label={t('WEB_CHEQUE_LEAF')}
          required
          inputMode="numeric"
          value={shownLeaf}
          onChange={(event) => setLeaf(event.target.value)}
          error={error('leaf')}
          data-testid="cheque-issue-leaf"
        />
        <PartyPicker
          label={t('WEB_CHEQUE_TO_PERSON')}
          required
          value={party}
          onChange={setParty}
          error={error('stakeholderId')}
          data-testid="cheque-issue-person"
        />
        <AmountField
          label={t('WEB_CHEQUE_AMOUNT')}
          required
          unit={t('WEB_CURRENCY_RIAL')}
          value={amount}
          onChange={setAmount}
          error={error('amount')}
          data-testid="cheque-issue-amount"
        />
        <DateField
          label={t('WEB_CHEQUE_ISSUED_ON')}
          required
          value={date}
          onChange={setDate}
          error={error('date')}
          data-testid="cheque-issue-date"
        />
        <DateField
          label={t('WEB_CHEQUE_DUE_DATE')}
          required
          value={dueDate}
          onChange={setDueDate}
          error={error('dueDate')}
          data-testid="cheque-issue-due"
        />
        <TextField
          label={t('WEB_CHEQUE_SAYAD_ID')}
          required
          inputMode="numeric"
          value={sayadId}
          onChange={(event) => setSayadId(event.target.value)}
          error={error('sayadId')}
          data-testid="cheque-issue-sayadId"
        />
        <TextField
          label={t('WEB_CHEQUE_DESCRIPTION')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={error('description')}
          data-testid="cheque-issue-description"
        />
        {failure && (
          <p className="report-error" role="alert" data-testid="cheque-issue-error">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
