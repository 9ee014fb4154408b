import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { listChequeBooks } from '../../lib/api/cheque-books.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { draftBinder } from '../../ui/fields/field-binder.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import type { PaymentFormValues } from './invoice-payment-values.ts';

/**
 * A cheque given on a purchase: the company's cheque book it is written from (those with a free leaf), the leaf
 * (the book's next free one unless typed) and its Sayad id. It is recorded issued (notes payable) until it clears.
 */
export function IssuedChequeFields({
  companyId,
  values,
  set,
  error,
}: {
  companyId: number;
  values: PaymentFormValues;
  set(field: 'chequeBookId' | 'chequeLeaf' | 'chequeSayadId'): (value: string) => void;
  error(path: string): string | undefined;
}) {
  const t = useT();
  const { language } = useLanguage();
  // The cheques area's key for every book: a book or leaf changed there refreshes this list too.
  const books =
    useQuery({
      queryKey: [...areaKeys.accounting, companyId, 'cheques', 'books', 'all'],
      queryFn: () => listChequeBooks(apiClient, companyId),
    }).data ?? [];
  const digits = (value: number | string) => localDigits(String(value), language);
  const bind = draftBinder((field) => error(`issuedCheque.${field}`), 'payment');
  return (
    <>
      <SelectField
        label={t('WEB_PAYMENT_CHEQUE_BOOK')}
        required
        placeholder=""
        hint={books.length === 0 ? t('WEB_PAYMENT_CHEQUE_NO_BOOK') : undefined}
        options={books
          .filter((book) => book.free > 0)
          .map((book) => ({
            value: String(book.id),
            label: `${book.bank.name} — ${digits(book.series)} (${t('WEB_PAYMENT_CHEQUE_FREE_LEAVES', { count: digits(book.free) })})`,
          }))}
        value={values.chequeBookId}
        onChange={(event) => {
          const book = books.find((each) => String(each.id) === event.target.value);
          set('chequeBookId')(event.target.value);
          set('chequeLeaf')(book?.nextFreeLeaf ? digits(book.nextFreeLeaf) : '');
        }}
        error={error('issuedCheque.chequeBookId')}
        data-testid="payment-chequeBook"
      />
      <TextField
        label={t('WEB_PAYMENT_CHEQUE_LEAF')}
        required
        inputMode="numeric"
        {...bind.text('leaf', [values.chequeLeaf, set('chequeLeaf')], 'chequeLeaf')}
        error={error('issuedCheque.leaf') ?? error('reference')}
      />
      <TextField
        label={t('WEB_PAYMENT_CHEQUE_SAYAD_ID')}
        required
        inputMode="numeric"
        {...bind.text('sayadId', [values.chequeSayadId, set('chequeSayadId')], 'chequeSayadId')}
      />
    </>
  );
}
