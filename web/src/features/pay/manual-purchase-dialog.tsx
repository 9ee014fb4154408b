import type { ManualPurchaseInput, PaymentLink } from '@daftar/contracts/endpoints/pay-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { Button } from '../../ui/button.tsx';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { fieldBinder } from '../../ui/fields/field-binder.ts';
import { TextAreaField } from '../../ui/fields/text-area-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { createManualPurchaseMutation } from './api.ts';
import { linkPriceText } from './link-columns.tsx';
import {
  checkManualPurchase,
  emptyManualPurchase,
  type ManualPurchaseField,
  type ManualPurchaseValues,
} from './manual-purchase-values.ts';
import { FormError } from '../../ui/fields/form-error.tsx';
import '../../ui/fields/form.css';

/**
 * "Record a payment by hand" on a link's page: a payment for the link the business took outside its page (cash at
 * an event's door, a card reader, card to card) goes into the terminal's purchases and takings, marked manual. It
 * asks what the link's page asks (a payer-priced amount; a purchase or event payer), the day and a note; saving
 * opens the link's purchases.
 */
export function ManualPurchaseDialog({ link, onClose }: { link: PaymentLink; onClose(): void }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const today = todayIso();
  const [values, setValues, draft] = useDraftState(emptyManualPurchase(today), {
    form: 'pay-manual-purchase',
    recordId: link.id,
  });
  const record = useMutation(createManualPurchaseMutation(useQueryClient(), link.terminalId, link.id));
  const form = useFormSubmit({
    check: () => checkManualPurchase(values, link, today),
    send: async (input: ManualPurchaseInput) => {
      await record.mutateAsync(input);
      void notify.success(t('WEB_PAY_MANUAL_SAVED'));
      navigate(`/pay/terminals/${link.terminalId}/purchases?linkId=${link.id}`);
    },
    draft,
  });
  const set = <F extends ManualPurchaseField>(field: F, value: ManualPurchaseValues[F]) => {
    form.clearError(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const errorOf = (field: ManualPurchaseField) => (form.errors[field] ? t(form.errors[field]) : undefined);
  const bind = fieldBinder({ values, set, errorOf, testIdPrefix: 'manual' });
  const rials = t('WEB_CURRENCY_RIAL');
  const needsPayer = link.kind !== 'PAYMENT';

  return (
    <Modal open onOpenChange={(open) => open || onClose()} title={t('WEB_PAY_MANUAL_TITLE')} dismissible={!form.busy}>
      <form ref={form.formRef} onSubmit={form.submit} noValidate className="pay-manual-form" data-testid="manual-form">
        <DraftOffer draft={draft} />
        <p className="pay-manual-note">{t('WEB_PAY_MANUAL_EXPLAINED')}</p>
        {link.amountMode === 'PAYER' ? (
          <AmountField
            label={t('WEB_PAY_AMOUNT')}
            hint={`${linkPriceText(link, { t, language })} ${rials}`}
            {...bind.amount('amount')}
            unit={rials}
            required
          />
        ) : (
          <p data-testid="manual-fixed-amount">
            {t('WEB_PAY_AMOUNT')}: {linkPriceText(link, { t, language })} {rials}
          </p>
        )}
        <DateField label={t('WEB_PAY_MANUAL_PAID_ON')} {...bind.amount('paidOn')} required />
        <TextField label={t('WEB_PAY_PAYER')} {...bind.text('payerName')} required={needsPayer} />
        <TextField
          label={t('WEB_PAY_PAYER_MOBILE')}
          {...bind.text('payerMobile')}
          inputMode="numeric"
          dir="ltr"
          required={needsPayer}
        />
        <TextAreaField label={t('WEB_PAY_MANUAL_NOTE')} hint={t('WEB_PAY_MANUAL_NOTE_HINT')} {...bind.text('note')} />
        <FormError text={form.failure} testId="form-failure" />
        <div className="form-actions">
          <Button type="submit" loading={form.busy} data-testid="manual-save">
            {t('WEB_PAY_MANUAL_SAVE')}
          </Button>
          <Button variant="outline" onClick={onClose} disabled={form.busy} data-testid="manual-cancel">
            {t('WEB_FORM_CANCEL')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
