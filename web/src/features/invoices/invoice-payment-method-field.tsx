import {
  type InvoiceKind,
  type PaymentMethod,
  paymentMethodKindOf,
} from '@daftar/contracts/endpoints/invoices-schemas';
import type { PaymentMethod as CompanyPaymentMethod } from '@daftar/contracts/endpoints/payment-methods';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { activePaymentMethodsQuery } from '../../lib/query/payment-methods-query.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';

/**
 * The company's active payment methods of a payment's kind: `loaded` is undefined while they load (or failed to:
 * `error`), else the list and the one the form starts with (the kind's default, else the first; null when the kind
 * has none).
 */
export function usePaymentMethods(companyId: number, method: PaymentMethod) {
  const { data, error } = useQuery(activePaymentMethodsQuery(companyId, paymentMethodKindOf[method]));
  const loaded = data && { methods: data, initial: data.find((entry) => entry.isDefault) ?? data[0] ?? null };
  return { loaded, error: data ? null : error };
}

/** Unicode's first-strong isolate: a Persian name inside an English hint keeps its own direction. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** "1102 بانک‌ها · بانک ملت — حساب جاری": where a method's money lands. */
function postsTo(method: CompanyPaymentMethod, language: 'fa' | 'en'): string {
  const account = `${localDigits(method.account.code, language)} ${isolate(
    language === 'en' ? (method.account.nameEn ?? method.account.nameFa) : method.account.nameFa,
  )}`;
  return method.tafsili ? `${account} · ${isolate(method.tafsili.name)}` : account;
}

export interface PaymentMethodFieldProps {
  kind: InvoiceKind;
  /** usePaymentMethods' answer. */
  methods: ReturnType<typeof usePaymentMethods>;
  value: number | null;
  onChange(id: number): void;
  error?: string;
  /** A cheque received on a sale: it waits among the cheques (notes receivable), not in the method's account. */
  chequeReceived?: boolean;
  /** A cheque given on a purchase: it waits in notes payable until it clears from the bank. */
  chequeIssued?: boolean;
}

/**
 * Which of the company's payment methods the money went through (received into on a sale, paid from on a
 * purchase), with the account and treasury place it posts to; without any of the kind, a note that the accounting
 * settings' cash or bank account takes it.
 */
export function PaymentMethodField({
  kind,
  methods,
  value,
  onChange,
  error,
  chequeReceived,
  chequeIssued,
}: PaymentMethodFieldProps) {
  const t = useT();
  const errorText = useErrorText();
  const { loaded } = methods;
  const { language } = useLanguage();
  const label = t(kind === 'PURCHASE' ? 'WEB_PAYMENT_THROUGH_PURCHASE' : 'WEB_PAYMENT_THROUGH_SELL');
  if (loaded && loaded.methods.length === 0) {
    return (
      <p className="invoice-muted" data-testid="payment-no-methods">
        {t('WEB_PAYMENT_NO_METHODS')}
      </p>
    );
  }
  const chosen = loaded?.methods.find((method) => method.id === value);
  return (
    <SelectField
      label={label}
      value={value === null ? '' : String(value)}
      options={(loaded?.methods ?? []).map((method) => ({ value: String(method.id), label: method.name }))}
      placeholder={loaded || methods.error ? undefined : t('WEB_PAYMENT_METHODS_LOADING')}
      disabled={!loaded}
      onChange={(event) => onChange(Number(event.target.value))}
      hint={
        chequeReceived
          ? t('WEB_PAYMENT_CHEQUE_IN_HAND')
          : chequeIssued
            ? t('WEB_PAYMENT_CHEQUE_ISSUED')
            : chosen
              ? t('WEB_PAYMENT_POSTS_TO', { account: postsTo(chosen, language) })
              : undefined
      }
      error={error ?? (methods.error ? errorText(methods.error) : undefined)}
      required
      data-testid="payment-through"
    />
  );
}
