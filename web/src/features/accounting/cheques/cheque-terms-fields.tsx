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

/** Who a cheque is written to (issued) or from (received), and the date it was given on. */
const directionLabels = {
  issue: { party: 'WEB_CHEQUE_TO_PERSON', date: 'WEB_CHEQUE_ISSUED_ON' },
  receive: { party: 'WEB_CHEQUE_FROM_PERSON', date: 'WEB_CHEQUE_RECEIVED_ON' },
} as const;

/**
 * The fields of `ChequeTerms` for a cheque issued or received, test ids `cheque-<direction>-person|amount|date|due`,
 * errors under the contract's field names.
 */
export function ChequeTermsFields({
  direction,
  terms,
  onChange,
  error,
}: {
  direction: keyof typeof directionLabels;
  terms: ChequeTerms;
  onChange(terms: ChequeTerms): void;
  error(field: string): string | undefined;
}) {
  const { t } = useTreasuryScreen();
  const labels = directionLabels[direction];
  const part = <K extends keyof ChequeTerms>(field: K): DraftField<ChequeTerms[K]> => [
    terms[field],
    (value) => onChange({ ...terms, [field]: value }),
  ];
  const bind = draftBinder(error, `cheque-${direction}`);
  return (
    <>
      <PartyPicker label={t(labels.party)} required {...bind.value('stakeholderId', part('party'), 'person')} />
      <AmountField
        label={t('WEB_CHEQUE_AMOUNT')}
        required
        unit={t('WEB_CURRENCY_RIAL')}
        {...bind.value('amount', part('amount'))}
      />
      <DateField label={t(labels.date)} required {...bind.value('date', part('date'))} />
      <DateField label={t('WEB_CHEQUE_DUE_DATE')} required {...bind.value('dueDate', part('dueDate'), 'due')} />
    </>
  );
}
