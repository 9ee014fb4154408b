import {
  type LinkPaymentInput,
  linkPaymentInputSchema,
  type PaymentReceipt,
  type PublicPaymentLink,
} from '@daftar/contracts/endpoints/pay-schemas';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { checkInput } from '../../lib/forms/field-errors.ts';
import { apiClient } from '../../lib/api/client.ts';
import { Button } from '../../ui/button.tsx';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { payPaymentLink } from './pay-public-client.ts';
import { FormError } from '../../ui/fields/form-error.tsx';

interface CardValues {
  amount: string;
  payerName: string;
  payerMobile: string;
  cardNumber: string;
  cvv2: string;
  expiry: string;
  otp: string;
}

const blank: CardValues = { amount: '', payerName: '', payerMobile: '', cardNumber: '', cvv2: '', expiry: '', otp: '' };
const digitsOnly = (text: string) => toLatinDigits(text).replace(/\D/g, '');
/** 6037 9912 3456 7893: the card as printed, four digits a group. */
const groupCard = (text: string) =>
  (
    digitsOnly(text)
      .slice(0, 16)
      .match(/.{1,4}/g) ?? []
  ).join(' ');
const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

function paymentInput(link: PublicPaymentLink, values: CardValues): LinkPaymentInput {
  return {
    amount: link.amountMode === 'PAYER' ? (parseAmount(values.amount) ?? null) : null,
    cardNumber: digitsOnly(values.cardNumber),
    cvv2: digitsOnly(values.cvv2),
    expiry: toLatinDigits(values.expiry).trim(),
    otp: digitsOnly(values.otp),
    payerName: blankToNull(values.payerName),
    payerMobile: blankToNull(toLatinDigits(values.payerMobile)),
  };
}

/**
 * The simulated card form (Shaparak's fields: card, CVV2, expiry, dynamic password). The dynamic password is asked
 * for only once the card is filled in, as a bank's page does; the test gateway takes any code but 000000.
 */
export function PublicPayForm({ link, onPaid }: { link: PublicPaymentLink; onPaid(receipt: PaymentReceipt): void }) {
  const t = useT();
  const { language } = useLanguage();
  const [values, setValues] = useState(blank);
  const [otpAsked, setOtpAsked] = useState(false);
  const form = useFormSubmit({
    check: () => {
      const checked = checkInput(linkPaymentInputSchema, paymentInput(link, values));
      if (!checked.ok) return checked;
      const missing: Record<string, string> = {};
      if (link.needsPayer && !checked.input.payerName) missing.payerName = 'PAYER_NAME_REQUIRED';
      if (link.needsPayer && !checked.input.payerMobile) missing.payerMobile = 'PAYER_MOBILE_REQUIRED';
      if (link.amountMode === 'PAYER' && checked.input.amount == null) missing.amount = 'AMOUNT_REQUIRED';
      return Object.keys(missing).length > 0 ? { ok: false, errors: missing } : checked;
    },
    send: async (input) => onPaid(await payPaymentLink(apiClient, link.token, input)),
  });
  const set = (field: keyof CardValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };
  const errorOf = (field: keyof CardValues) => (form.errors[field] ? t(form.errors[field]) : undefined);
  const box = (field: keyof CardValues) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    'data-testid': `pay-${field}`,
  });
  const range = [link.minAmount, link.maxAmount].map((rials) =>
    rials === null ? null : formatAmount(rials, language),
  );

  return (
    <form
      ref={form.formRef}
      className="public-pay-form"
      onSubmit={form.submit}
      noValidate
      data-testid="public-pay-form"
    >
      {link.amountMode === 'PAYER' && (
        <AmountField
          label={t('WEB_PUBLIC_PAY_AMOUNT')}
          hint={
            range[0] || range[1] ? t('WEB_PUBLIC_PAY_RANGE', { min: range[0] ?? '—', max: range[1] ?? '—' }) : undefined
          }
          name="amount"
          value={values.amount}
          onChange={(text) => set('amount', text)}
          error={errorOf('amount')}
          unit={t('WEB_CURRENCY_RIAL')}
          data-testid="pay-amount"
          required
        />
      )}
      <TextField
        label={t('WEB_PUBLIC_PAY_NAME')}
        {...box('payerName')}
        autoComplete="name"
        required={link.needsPayer}
      />
      <TextField
        label={t('WEB_PUBLIC_PAY_MOBILE')}
        {...box('payerMobile')}
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        placeholder="09"
        required={link.needsPayer}
      />
      <TextField
        label={t('WEB_PUBLIC_PAY_CARD')}
        {...box('cardNumber')}
        value={groupCard(values.cardNumber)}
        dir="ltr"
        inputMode="numeric"
        autoComplete="cc-number"
        required
      />
      <div className="public-pay-row">
        <TextField
          label="CVV2"
          {...box('cvv2')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
        <TextField
          label={t('WEB_PUBLIC_PAY_EXPIRY')}
          {...box('expiry')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          required
        />
      </div>
      {otpAsked ? (
        <TextField
          label={t('WEB_PUBLIC_PAY_OTP')}
          hint={t('WEB_PUBLIC_PAY_OTP_HINT')}
          {...box('otp')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
        />
      ) : (
        <Button type="button" variant="outline" onClick={() => setOtpAsked(true)} data-testid="pay-request-otp">
          {t('WEB_PUBLIC_PAY_REQUEST_OTP')}
        </Button>
      )}
      <FormError text={form.failure} testId="form-failure" />
      <Button type="submit" loading={form.busy} disabled={!otpAsked} fullWidth data-testid="pay-submit">
        {t('WEB_PUBLIC_PAY_SUBMIT')}
      </Button>
    </form>
  );
}
