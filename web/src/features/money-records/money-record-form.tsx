import type { MoneyRecord, MoneyRecordInput, MoneyRecordKind } from '@daftar/contracts/endpoints/money-records-schemas';
import type { KeyboardEvent } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { type AmountUnit, amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { fieldBinder } from '../../ui/fields/field-binder.ts';
import { type DraftPlace, useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { kindSpecs } from './money-record-kind.ts';
import { checkMoneyRecord, formFigures, type MoneyRecordFormValues } from './money-record-form-values.ts';
import { CategoryPicker, StakeholderPicker, TreasuryPicker } from './money-record-pickers.tsx';
import '../../ui/fields/form.css';
import './money-records.css';

export interface MoneyRecordFormProps {
  kind: MoneyRecordKind;
  initial: MoneyRecordFormValues;
  /** Where its draft is kept: the kind's form and the record edited (null for a new one). */
  draft: DraftPlace;
  unit: AmountUnit;
  save(input: MoneyRecordInput): Promise<MoneyRecord>;
  onSaved(record: MoneyRecord): void;
  cancelTo: string;
}

/** Server refusals that name no field, and the field they belong under. */
const errorFields = {
  CATEGORY_NOT_REVENUE: 'categoryAccountId',
  CATEGORY_NOT_EXPENSE: 'categoryAccountId',
  ACCOUNT_NOT_FOUND: 'categoryAccountId',
  TREASURY_ACCOUNT_NOT_FOUND: 'treasuryId',
  NOT_A_TREASURY_ACCOUNT: 'treasuryId',
  CASH_BOX_NEGATIVE: 'amount',
  STAKEHOLDER_NOT_FOUND: 'stakeholderId',
  DATE_OUTSIDE_OPEN_YEAR: 'date',
  MONEY_RECORD_YEAR_CHANGED: 'date',
};

/** The fields a picker fills, by the contract's name for them: their errors come back under it. */
const pickedFields: Partial<Record<keyof MoneyRecordFormValues, string>> = {
  category: 'categoryAccountId',
  treasury: 'treasuryId',
  stakeholder: 'stakeholderId',
};
const contractField = (field: keyof MoneyRecordFormValues) => pickedFields[field] ?? field;

/** The boxes in the order Enter walks them (their test ids); Enter on the last one saves. */
const walk = [
  'money-date',
  'money-category',
  'money-amount',
  'money-vat-rate',
  'money-treasury',
  'money-stakeholder',
  'money-description',
  'money-reference',
];

/**
 * Enter moves to the next box (a picker first takes the highlighted match), Enter on the last box or Ctrl/Cmd+Enter
 * anywhere saves: a record is typed without the mouse, as the voucher and invoice editors are.
 */
function walkOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.altKey) return;
  const form = event.currentTarget;
  const target = event.target as HTMLElement;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    form.requestSubmit();
    return;
  }
  const at = walk.indexOf(target.getAttribute('data-testid') ?? '');
  if (at < 0) return;
  event.preventDefault();
  const next = walk[at + 1];
  if (!next) {
    form.requestSubmit();
    return;
  }
  form.querySelector<HTMLElement>(`[data-testid="${next}"]`)?.focus();
}

/**
 * An income or expense record: date, category, amount and VAT (live total), where the money went or came from, who,
 * what for and the receipt's number. The contract's schema checks it first; what the server still refuses comes
 * back under the same fields.
 */
export function MoneyRecordForm({ kind, initial, draft: place, unit, save, onSaved, cancelTo }: MoneyRecordFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const spec = kindSpecs[kind];
  const [values, setValues, draft] = useDraftState(initial, place);
  const form = useFormSubmit({
    check: () => checkMoneyRecord(values),
    send: async (input) => onSaved(await save(input)),
    errorFields,
    draft,
  });
  const set = <K extends keyof MoneyRecordFormValues>(field: K, value: MoneyRecordFormValues[K]) => {
    form.clearError(contractField(field));
    setValues((current) => ({ ...current, [field]: value }));
  };
  const errorOf = (field: keyof MoneyRecordFormValues) => {
    const code = form.errors[contractField(field)];
    return code ? t(code) : undefined;
  };
  const bind = fieldBinder({ values, set, errorOf, testIdPrefix: 'money' });
  const figures = formFigures(values);
  const money = (rials: number) => `${formatAmount(rials, language, unit)} ${t(amountUnitKeys[unit])}`;

  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit}
      onKeyDown={walkOnEnter}
      noValidate
      className="money-form"
      data-testid="money-form"
    >
      <DraftOffer draft={draft} />
      <p className="money-hint">{t('WEB_MONEY_KEYBOARD_HINT')}</p>
      <div className="money-form-grid">
        <DateField label={t('WEB_MONEY_DATE')} {...bind.value('date')} required />
        <CategoryPicker
          type={spec.categoryType}
          label={t('WEB_MONEY_CATEGORY')}
          placeholder={t('WEB_MONEY_CATEGORY_PLACEHOLDER')}
          {...bind.value('category')}
          required
        />
        <AmountField label={t('WEB_MONEY_AMOUNT')} unit={t('WEB_CURRENCY_RIAL')} {...bind.amount('amount')} required />
        <TextField
          label={t('WEB_MONEY_VAT_RATE')}
          hint={t('WEB_MONEY_VAT_RATE_HINT')}
          inputMode="numeric"
          autoComplete="off"
          {...bind.text('vatRate')}
        />
        <TreasuryPicker
          label={t(spec.treasuryLabel)}
          placeholder={t('WEB_MONEY_TREASURY_PLACEHOLDER')}
          {...bind.value('treasury')}
          required
        />
        <StakeholderPicker
          label={t('WEB_MONEY_STAKEHOLDER')}
          placeholder={t('WEB_MONEY_STAKEHOLDER_PLACEHOLDER')}
          {...bind.value('stakeholder')}
        />
        <TextField label={t('WEB_MONEY_DESCRIPTION')} maxLength={500} {...bind.text('description')} />
        <TextField label={t('WEB_MONEY_REFERENCE')} maxLength={40} {...bind.text('reference')} />
      </div>
      <dl className="money-figures" aria-live="polite" data-testid="money-figures">
        <div>
          <dt>{t('WEB_MONEY_VAT')}</dt>
          <dd data-testid="money-figure-vat">{figures ? money(figures.vat) : '—'}</dd>
        </div>
        <div>
          <dt>{t('WEB_MONEY_TOTAL')}</dt>
          <dd data-testid="money-figure-total">{figures ? money(figures.total) : '—'}</dd>
        </div>
      </dl>
      <FormFooter state={form} cancelTo={cancelTo} />
    </form>
  );
}
