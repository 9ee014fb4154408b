import type { Account, Tafsili } from '@daftar/contracts/endpoints/accounting-chart';
import type { Voucher, VoucherInput } from '@daftar/contracts/endpoints/accounting-vouchers';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { DateField } from '../../ui/fields/date-field.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useFormDraft } from '../../ui/fields/use-form-draft.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { checkVoucher, type VoucherFormValues } from './voucher-form-values.ts';
import { VoucherLines } from './voucher-lines.tsx';
import { VoucherStatusBadge } from './voucher-status-badge.tsx';
import { VoucherTotalsBar } from './voucher-totals-bar.tsx';
import '../../ui/fields/form.css';
import './voucher.css';

export interface VoucherEditorProps {
  initial: VoucherFormValues;
  /** The voucher being edited; absent for a new one or a copy. */
  voucher?: Voucher;
  accounts: readonly Account[];
  tafsili: readonly Tafsili[];
  save(input: VoucherInput): Promise<Voucher>;
  onSaved(voucher: Voucher): void;
  cancelTo: string;
}

/**
 * The voucher form: date, description and lines, with live totals and the difference. Saving checks with the
 * contract's schema and the books' rules first; what the server still refuses (a date outside the open year, an
 * archived account) comes back under the same fields.
 */
export function VoucherEditor({ initial, voucher, accounts, tafsili, save, onSaved, cancelTo }: VoucherEditorProps) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const draft = useFormDraft({ form: 'voucher', recordId: voucher?.id ?? null, values, setValues, initial });
  const form = useFormSubmit({
    check: () => checkVoucher(values),
    send: async (input) => onSaved(await save(input)),
    draft,
  });

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="voucher-editor" data-testid="voucher-editor">
      <DraftOffer draft={draft} />
      {voucher && (
        <p className="heading-row">
          <VoucherStatusBadge voucher={voucher} />
        </p>
      )}
      <div className="voucher-fields">
        <DateField
          label={t('WEB_VOUCHER_DATE')}
          value={values.date}
          onChange={(date) => {
            form.clearError('date');
            setValues((current) => ({ ...current, date }));
          }}
          error={form.errors.date ? t(form.errors.date) : undefined}
          required
          data-testid="voucher-date"
        />
        <TextField
          label={t('WEB_VOUCHER_DESCRIPTION')}
          value={values.description}
          maxLength={500}
          onChange={(event) => setValues((current) => ({ ...current, description: event.target.value }))}
          error={form.errors.description ? t(form.errors.description) : undefined}
          data-testid="voucher-description"
        />
      </div>
      <p className="voucher-hint">{t('WEB_VOUCHER_KEYBOARD_HINT')}</p>
      <VoucherLines
        lines={values.lines}
        onChange={(lines) => setValues((current) => ({ ...current, lines }))}
        accounts={accounts}
        tafsili={tafsili}
        errors={form.errors}
        clearError={form.clearError}
        refusals={form.refusals}
      />
      <VoucherTotalsBar lines={values.lines} error={form.errors.lines ? t(form.errors.lines) : undefined} />
      <FormFooter state={form} cancelTo={cancelTo} />
    </form>
  );
}
