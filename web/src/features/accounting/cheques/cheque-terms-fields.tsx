import { todayIso } from '../../../lib/format/civil-date.ts';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
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
  const set = (patch: Partial<ChequeTerms>) => onChange({ ...terms, ...patch });
  return (
    <>
      <PartyPicker
        label={partyLabel}
        required
        value={terms.party}
        onChange={(party) => set({ party })}
        error={error('stakeholderId')}
        data-testid={`${testIdPrefix}-person`}
      />
      <AmountField
        label={t('WEB_CHEQUE_AMOUNT')}
        required
        unit={t('WEB_CURRENCY_RIAL')}
        value={terms.amount}
        onChange={(amount) => set({ amount })}
        error={error('amount')}
        data-testid={`${testIdPrefix}-amount`}
      />
      <DateField
        label={dateLabel}
        required
        value={terms.date}
        onChange={(date) => set({ date })}
        error={error('date')}
        data-testid={`${testIdPrefix}-date`}
      />
      <DateField
        label={t('WEB_CHEQUE_DUE_DATE')}
        required
        value={terms.dueDate}
        onChange={(dueDate) => set({ dueDate })}
        error={error('dueDate')}
        data-testid={`${testIdPrefix}-due`}
      />
    </>
  );
}
