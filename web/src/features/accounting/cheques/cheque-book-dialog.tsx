import { type ChequeBookInput, chequeBookInputSchema } from '@daftar/contracts/endpoints/cheque-books-schemas';
import { toLatinDigits } from '../../../lib/format/digits.ts';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { type DraftField, draftBinder } from '../../../ui/fields/field-binder.ts';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { apiClient, chequesClient } from './cheque-queries.ts';
import { TreasuryFormDialog, useTreasurySubmit } from '../treasury/treasury-form.tsx';

/** A whole number typed in any digits, or NaN (the schema then says what is wrong). */
export const leafNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(toLatinDigits(text.trim())));

/** A leaf's number as typed, in either digits (`leafNumber` reads it); its errors are the contract's `leaf`. */
export function LeafNumberField({ bind, field }: { bind: ReturnType<typeof draftBinder>; field: DraftField<string> }) {
  const { t } = useTreasuryScreen();
  return <TextField label={t('WEB_CHEQUE_LEAF')} required inputMode="numeric" {...bind.text('leaf', field)} />;
}

/** A cheque book of the bank account received from the bank: its series and the first and last leaf. */
export function ChequeBookDialog({ bankTafsiliId, onClose }: { bankTafsiliId: number; onClose(): void }) {
  const { t } = useTreasuryScreen();
  const kept = useDraftFields({ form: 'cheque-book', recordId: bankTafsiliId });
  const [series, setSeries] = kept.field('series', '');
  const [first, setFirst] = kept.field('first', '');
  const [last, setLast] = kept.field('last', '');
  const [receivedDate, setReceivedDate] = kept.field('receivedDate', '');
  const form = useTreasurySubmit({
    draft: kept.draft,
    schema: chequeBookInputSchema,
    values: (): ChequeBookInput => ({
      bankTafsiliId,
      series,
      firstLeaf: leafNumber(first),
      lastLeaf: leafNumber(last),
      receivedDate: receivedDate || null,
    }),
    send: (companyId, input) => chequesClient.createChequeBook(apiClient, companyId, input),
    savedText: t('WEB_CHEQUE_BOOK_SAVED'),
    onClose,
  });
  const bind = draftBinder(form.error, 'cheque-book');

  return (
    <TreasuryFormDialog name="cheque-book" title={t('WEB_CHEQUE_BOOK_NEW')} onClose={onClose} form={form}>
      <TextField label={t('WEB_CHEQUE_BOOK_SERIES')} required {...bind.text('series', [series, setSeries])} />
      <TextField
        label={t('WEB_CHEQUE_BOOK_FIRST_LEAF')}
        required
        inputMode="numeric"
        {...bind.text('firstLeaf', [first, setFirst], 'first')}
      />
      <TextField
        label={t('WEB_CHEQUE_BOOK_LAST_LEAF')}
        required
        inputMode="numeric"
        {...bind.text('lastLeaf', [last, setLast], 'last')}
      />
      <DateField
        label={t('WEB_CHEQUE_BOOK_RECEIVED_ON')}
        {...bind.value('receivedDate', [receivedDate, setReceivedDate], 'received')}
      />
    </TreasuryFormDialog>
  );
}
