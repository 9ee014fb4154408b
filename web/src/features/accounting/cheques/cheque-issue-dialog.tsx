import { type ChequeIssueInput, chequeIssueInputSchema } from '@daftar/contracts/endpoints/cheque-books-schemas';
import { useQuery } from '@tanstack/react-query';
import { localDigits } from '../../../lib/format/digits.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { draftBinder } from '../../../ui/fields/field-binder.ts';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { LeafNumberField, leafNumber } from './cheque-book-dialog.tsx';
import { ChequeTermsFields, newChequeTerms } from './cheque-terms-fields.tsx';
import { apiClient, chequeBooksQuery, chequesClient, useThenOpenCheque } from './cheque-queries.ts';
import { TreasuryFormDialog, useTreasurySubmit } from '../treasury/treasury-form.tsx';

/**
 * A cheque issued to a person from a free leaf of one of the company's books (the one given, else chosen here; its
 * next free leaf offered): the payee, amount, dates and Sayad id; then the cheque's page.
 */
export function ChequeIssueDialog({ bookId, onClose }: { bookId?: number; onClose(): void }) {
  const { t, language, companyId } = useTreasuryScreen();
  const books = useQuery(chequeBooksQuery(companyId)).data ?? [];
  const kept = useDraftFields({ form: 'cheque-issue', recordId: null });
  const [chosen, setChosen] = kept.field('chosen', bookId ? String(bookId) : '');
  const book = books.find((each) => String(each.id) === chosen);
  const [leaf, setLeaf] = kept.field<string | null>('leaf', null);
  const [sayadId, setSayadId] = kept.field('sayadId', '');
  const [description, setDescription] = kept.field('description', '');
  const [terms, setTerms] = kept.field('terms', newChequeTerms());
  const shownLeaf = leaf ?? (book?.nextFreeLeaf ? localDigits(String(book.nextFreeLeaf), language) : '');
  const form = useTreasurySubmit({
    draft: kept.draft,
    schema: chequeIssueInputSchema,
    refuse: () => (book ? null : { book: 'CHEQUE_BOOK_NOT_FOUND' }),
    values: (): ChequeIssueInput => ({
      leaf: leafNumber(shownLeaf),
      sayadId,
      stakeholderId: terms.party?.id ?? 0,
      date: terms.date,
      dueDate: terms.dueDate,
      amount: parseAmount(terms.amount) ?? 0,
      description: description.trim() || null,
    }),
    send: (companyId, input) => chequesClient.issueCheque(apiClient, companyId, book?.id ?? 0, input),
    savedText: t('WEB_CHEQUE_ISSUED_DONE'),
    onClose: useThenOpenCheque(onClose),
  });
  const { error } = form;
  const bind = draftBinder(error, 'cheque-issue');

  return (
    <TreasuryFormDialog name="cheque-issue" title={t('WEB_CHEQUE_ISSUE')} onClose={onClose} form={form}>
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
      <LeafNumberField bind={bind} field={[shownLeaf, setLeaf]} />
      <ChequeTermsFields direction="issue" terms={terms} onChange={setTerms} error={error} />
      <TextField
        label={t('WEB_CHEQUE_SAYAD_ID')}
        required
        inputMode="numeric"
        {...bind.text('sayadId', [sayadId, setSayadId])}
      />
      <TextField label={t('WEB_CHEQUE_DESCRIPTION')} {...bind.text('description', [description, setDescription])} />
    </TreasuryFormDialog>
  );
}
