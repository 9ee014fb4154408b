import {
  type Invoice,
  type InvoiceKind,
  type InvoicePaymentInput,
  invoicePaymentInputSchema,
  type PaymentMethod,
} from '@daftar/contracts/endpoints/invoices-schemas';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { checkInput, type FormCheck } from '../../lib/forms/field-errors.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { fieldBinder } from '../../ui/fields/field-binder.ts';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { useDraftFields } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { invoiceNumberText } from './invoice-columns.tsx';
import { ChequePaperFields } from './invoice-payment-cheque-fields.tsx';
import { IssuedChequeFields } from './invoice-payment-issued-fields.tsx';
import type { PaymentFormValues } from './invoice-payment-values.ts';
import { PaymentMethodField, usePaymentMethods } from './invoice-payment-method-field.tsx';
import { paymentMethodKeys } from './invoice-payments.tsx';
import '../../ui/fields/form.css';

/** A new payment of the invoice: today, cash, the whole balance due. */
export function newPaymentValues(invoice: Invoice, language: 'fa' | 'en'): PaymentFormValues {
  return {
    date: todayIso(),
    method: 'CASH',
    amount: formatAmount(invoice.balanceDue, language),
    reference: '',
    chequeDueDate: '',
    chequeSayadId: '',
    chequeBank: '',
    chequeBranch: '',
    chequeDrawer: '',
    chequeBookId: '',
    chequeLeaf: '',
    notes: '',
  };
}

/**
 * The contract's checks, then the one the server would refuse with 409: no more than the balance due. The payment
 * method is the one chosen (null when its kind has none); `undefined` while the kind's methods load, refused so
 * a quick submit does not post to the settings' account instead of the method's.
 */
export function checkPayment(
  values: PaymentFormValues,
  balanceDue: number,
  paymentMethodId: number | null | undefined,
  invoiceKind: InvoiceKind = 'SELL',
): FormCheck<InvoicePaymentInput> {
  if (paymentMethodId === undefined) return { ok: false, errors: { paymentMethodId: 'WEB_PAYMENT_METHODS_LOADING' } };
  const cheque = values.method === 'CHEQUE';
  const received = cheque && invoiceKind === 'SELL';
  const issued = cheque && invoiceKind === 'PURCHASE';
  const leaf = toLatinDigits(values.chequeLeaf.trim());
  const checked = checkInput(invoicePaymentInputSchema, {
    date: values.date,
    method: values.method,
    amount: parseAmount(values.amount) ?? Number.NaN,
    paymentMethodId,
    // An issued cheque's number is its leaf's.
    reference: (issued ? leaf : values.reference.trim()) || null,
    chequeDueDate: cheque ? values.chequeDueDate || null : null,
    cheque: received
      ? {
          sayadId: values.chequeSayadId,
          serial: values.reference.trim() || null,
          bankName: values.chequeBank,
          branch: values.chequeBranch.trim() || null,
          drawerName: values.chequeDrawer.trim() || null,
        }
      : null,
    issuedCheque: issued
      ? {
          chequeBookId: Number(values.chequeBookId) || 0,
          leaf: leaf === '' ? Number.NaN : Number(leaf),
          sayadId: values.chequeSayadId,
        }
      : null,
    notes: values.notes.trim() || null,
  });
  if (checked.ok && checked.input.amount > balanceDue) {
    return { ok: false, errors: { amount: 'PAYMENT_ABOVE_BALANCE_DUE' } };
  }
  return checked;
}

const methods: PaymentMethod[] = ['CASH', 'BANK', 'CARD', 'CHEQUE'];

export interface PaymentFormProps {
  invoice: Invoice;
  companyId: number;
  save(input: InvoicePaymentInput): Promise<Invoice>;
  onSaved(invoice: Invoice): void;
  cancelTo: string;
}

/**
 * Date, method, the company's payment method of that kind it went through (its default first), amount (at most the
 * balance due) and, for a cheque, its number and due date; a cheque received on a sale also its paper, so it is
 * recorded in hand among the cheques (notes receivable) rather than in the bank; one given on a purchase its book,
 * leaf and Sayad id, so it is recorded issued (notes payable) until it clears.
 */
export function PaymentForm({ invoice, companyId, save, onSaved, cancelTo }: PaymentFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const kept = useDraftFields({ form: 'invoice-payment', recordId: invoice.id });
  const [values, setValues] = kept.field('values', newPaymentValues(invoice, language));
  // The payment method picked per kind; a kind not picked yet starts with its default.
  const [picked, setPicked] = kept.field<Partial<Record<PaymentMethod, number>>>('picked', {});
  const through = usePaymentMethods(companyId, values.method);
  const { loaded } = through;
  const paymentMethodId = loaded && (picked[values.method] ?? loaded.initial?.id ?? null);
  const form = useFormSubmit({
    check: () => checkPayment(values, invoice.balanceDue, paymentMethodId, invoice.kind),
    send: async (input) => onSaved(await save(input)),
    errorFields: { PAYMENT_ABOVE_BALANCE_DUE: 'amount' },
    draft: kept.draft,
  });
  const set = (field: keyof PaymentFormValues) => (value: string) => {
    form.clearError(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const error = (field: string) => (form.errors[field] ? t(form.errors[field]) : undefined);
  const bind = fieldBinder({
    values,
    set: (field, value) => set(field)(value),
    errorOf: error,
    testIdPrefix: 'payment',
  });
  const cheque = values.method === 'CHEQUE';

  return (
    <DraftForm form={form} draft={kept.draft} className="invoice-payment-form" testId="payment-form">
      <p className="invoice-payment-for" data-testid="payment-for">
        {t('WEB_PAYMENT_FOR', {
          number: invoiceNumberText(invoice, t, language),
          party: invoice.stakeholderName,
          amount: formatAmount(invoice.balanceDue, language),
        })}
      </p>
      <DateField label={t('WEB_PAYMENT_DATE')} {...bind.value('date')} required />
      <SegmentedField
        legend={t('WEB_PAYMENT_METHOD')}
        name="method"
        value={values.method}
        options={methods.map((method) => ({ value: method, label: t(paymentMethodKeys[method]) }))}
        onChange={(method) => {
          form.clearError('paymentMethodId');
          setValues((current) => ({ ...current, method }));
        }}
        testId="payment-method"
      />
      <PaymentMethodField
        kind={invoice.kind}
        methods={through}
        value={paymentMethodId ?? null}
        onChange={(id) => {
          form.clearError('paymentMethodId');
          setPicked((current) => ({ ...current, [values.method]: id }));
        }}
        error={error('paymentMethodId')}
        chequeReceived={cheque && invoice.kind === 'SELL'}
        chequeIssued={cheque && invoice.kind === 'PURCHASE'}
      />
      <AmountField
        label={t('WEB_PAYMENT_AMOUNT')}
        {...bind.amount('amount')}
        unit={t('WEB_CURRENCY_RIAL')}
        hint={t('WEB_PAYMENT_AMOUNT_HINT', { amount: formatAmount(invoice.balanceDue, language) })}
        required
      />
      {!(cheque && invoice.kind === 'PURCHASE') && (
        <TextField
          label={t(cheque ? 'WEB_PAYMENT_CHEQUE_NUMBER' : 'WEB_PAYMENT_REFERENCE')}
          {...bind.text('reference')}
          maxLength={40}
          required={cheque}
        />
      )}
      {cheque && <DateField label={t('WEB_PAYMENT_CHEQUE_DUE_DATE')} {...bind.value('chequeDueDate')} required />}
      {cheque && invoice.kind === 'SELL' && <ChequePaperFields values={values} set={set} error={error} />}
      {cheque && invoice.kind === 'PURCHASE' && (
        <IssuedChequeFields companyId={companyId} values={values} set={set} error={error} />
      )}
      <TextField label={t('WEB_INVOICE_NOTES')} {...bind.text('notes')} maxLength={500} />
      <FormFooter state={form} cancelTo={cancelTo} />
    </DraftForm>
  );
}
