import { todayIso } from '../../../lib/format/civil-date.ts';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { type DraftField, draftBinder } from '../../../ui/fields/field-binder.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { type Party, PartyPicker } from './cheque-pickers.tsx';

/** What an issued and a received cheque both say: the person, the amount, the cheque's date and its due date. */
export interface ChequeTerms {
  party: Party | null;
  amount: string;
  date: string;
  dueDate: string;
}

export const newChequeTerms = (): ChequeTerms => ({ party: null, amount: '', date: todayIso(), dueDate: '' });

/** The fields of `ChequeTerms`, test ids `<prefix>-person|amount|date|due`, errors under the contract's field names. */
export function ChequeTermsFields({
  terms,
  onChange,
  partyLabel,
  dateLabel,
  testIdPrefix,
  error,
}: {
  terms: ChequeTerms;
  onChange(terms: ChequeTerms): void;
  partyLabel: string;
  dateLabel: string;
  testIdPrefix: string;
  error(field: string): string | undefined;
}) {
  const { t } = useTreasuryScreen();
  const part = <K extends keyof ChequeTerms>(field: K): DraftField<ChequeTerms[K]> => [
    terms[field],
    (value) => onChange({ ...terms, [field]: value }),
  ];
  const bind = draftBinder(error, testIdPrefix);
  return (
    <>
      <PartyPicker label={partyLabel} required {...bind.value('stakeholderId', part('party'), 'person')} />
      <AmountField
        label={t('WEB_CHEQUE_AMOUNT')}
        required
        unit={t('WEB_CURRENCY_RIAL')}
        {...bind.value('amount', part('amount'))}
      />
      <DateField label={dateLabel} required {...bind.value('date', part('date'))} />
      <DateField label={t('WEB_CHEQUE_DUE_DATE')} required {...bind.value('dueDate', part('dueDate'), 'due')} />
    </>
  );
}
