import type { Invoice, InvoiceInput, InvoiceKind } from '@daftar/contracts/endpoints/invoices-schemas';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { AmountUnit } from '../../lib/format/format-amount.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { TextAreaField } from '../../ui/fields/text-area-field.tsx';
import { fieldBinder } from '../../ui/fields/field-binder.ts';
import { useFormDraft } from '../../ui/fields/use-form-draft.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { EinvoiceFields } from './invoice-einvoice.tsx';
import { checkInvoice, emptyLine, formTotals, type InvoiceFormValues } from './invoice-form-values.ts';
import { focusCell, InvoiceLines } from './invoice-lines.tsx';
import { PartyPicker } from './invoice-pickers.tsx';
import { InvoiceStatusBadge } from './invoice-status.tsx';
import { InvoiceTotalsPanel } from './invoice-totals-panel.tsx';
import '../../ui/fields/form.css';
import './invoices.css';

export interface InvoiceEditorProps {
  kind: InvoiceKind;
  initial: InvoiceFormValues;
  /** The invoice being edited; absent for a new one or a copy. */
  invoice?: Invoice;
  unit: AmountUnit;
  /** Saves the checked input; `issue` asks for a new invoice to be numbered and posted at once. */
  save(input: InvoiceInput, issue: boolean): Promise<Invoice>;
  onSaved(invoice: Invoice): void;
  cancelTo: string;
}

/** Server refusals that name no field, and the field they belong under. */
const errorFields = {
  STAKEHOLDER_NOT_FOUND: 'stakeholderId',
  STAKEHOLDER_NOT_CUSTOMER: 'stakeholderId',
  STAKEHOLDER_NOT_SUPPLIER: 'stakeholderId',
  ITEM_NOT_FOUND: 'lines',
  INVOICE_TOTAL_ZERO: 'lines',
  TOTAL_BELOW_PAID: 'lines',
  INVOICE_YEAR_CHANGED: 'issueDate',
  DATE_OUTSIDE_OPEN_YEAR: 'issueDate',
};

/**
 * The invoice form: party, dates, lines (built for the keyboard), the invoice-level discount and additions, notes,
 * and the live totals of the shared module. A new invoice or a draft is saved as a draft or issued at once; an issued
 * invoice (its voucher still temporary) is saved in place. The contract's checks run first; what the server still
 * refuses comes back under the same fields.
 */
export function InvoiceEditor({ kind, initial, invoice, unit, save, onSaved, cancelTo }: InvoiceEditorProps) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const issueOnSave = useRef(false);
  const kept = useFormDraft({ form: `invoice-${kind}`, recordId: invoice?.id ?? null, values, setValues, initial });
  const form = useFormSubmit({
    check: () => checkInvoice(values),
    send: async (input) => onSaved(await save(input, issueOnSave.current)),
    errorFields,
    draft: kept,
  });
  const set = (field: keyof InvoiceFormValues) => (value: InvoiceFormValues[typeof field]) => {
    form.clearError(field === 'party' ? 'stakeholderId' : field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const totals = formTotals(values);
  const error = (path: string) => (form.errors[path] ? t(form.errors[path]) : undefined);
  const bind = fieldBinder({
    values,
    set: (field, value) => set(field)(value),
    errorOf: error,
    testIdPrefix: 'invoice',
  });
  const draft = !invoice || invoice.status === 'DRAFT';

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        // Which button saved: "Save and issue" is named issue; Save (or Enter in a field) keeps a draft.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        issueOnSave.current = submitter?.getAttribute('name') === 'issue';
        return form.submit(event);
      }}
      noValidate
      className="invoice-editor"
      data-testid="invoice-editor"
    >
      <DraftOffer draft={kept} />
      {invoice && (
        <p className="heading-row">
          <InvoiceStatusBadge status={invoice.status} />
        </p>
      )}
      <div className="invoice-header-fields">
        <div className="invoice-party">
          <PartyPicker
            kind={kind}
            value={values.party}
            onChange={set('party')}
            label={t(kind === 'PURCHASE' ? 'WEB_INVOICE_SUPPLIER' : 'WEB_INVOICE_CUSTOMER')}
            placeholder={t('WEB_INVOICE_PARTY_PLACEHOLDER')}
            error={error('stakeholderId')}
            required
            // Enter on the party goes on to the first line's item.
            onCommit={() => focusCell(0, 'itemId')}
            data-testid="invoice-party"
          />
        </div>
        <DateField label={t('WEB_INVOICE_ISSUE_DATE')} {...bind.value('issueDate')} required />
        <DateField label={t('WEB_INVOICE_DUE_DATE')} {...bind.value('dueDate')} />
      </div>
      {kind === 'SELL' && (
        <EinvoiceFields
          type={values.einvoiceType}
          pattern={values.einvoicePattern}
          onChange={(choice) => {
            form.clearError('einvoiceType');
            form.clearError('einvoicePattern');
            setValues((current) => ({ ...current, ...choice }));
          }}
          errors={{ einvoiceType: error('einvoiceType'), einvoicePattern: error('einvoicePattern') }}
        />
      )}
      <p className="invoice-hint">{t('WEB_INVOICE_KEYBOARD_HINT')}</p>
      <InvoiceLines
        kind={kind}
        lines={values.lines}
        totals={totals.lines}
        unit={unit}
        onChange={(lines) => setValues((current) => ({ ...current, lines }))}
        errors={form.errors}
        clearError={form.clearError}
      />
      {form.errors.lines && (
        <p className="field-error" role="alert" data-testid="invoice-lines-error">
          {t(form.errors.lines)}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="invoice-add-line"
        onClick={() => setValues((current) => ({ ...current, lines: [...current.lines, emptyLine()] }))}
        data-testid="invoice-add-line"
      >
        {t('WEB_INVOICE_ADD_LINE')}
      </Button>
      <div className="invoice-footer-grid">
        <TextAreaField label={t('WEB_INVOICE_NOTES')} {...bind.text('notes')} maxLength={1000} />
        <InvoiceTotalsPanel
          totals={{ ...totals, paid: undefined, balanceDue: undefined }}
          unit={unit}
          inputs={{ discount: values.discount, shipping: values.shipping, otherAdditions: values.otherAdditions }}
          onInput={(field, text) => set(field)(text)}
          errors={{ discount: error('discount'), shipping: error('shipping'), otherAdditions: error('otherAdditions') }}
        />
      </div>
      <FormFooter state={form} cancelTo={cancelTo} saveLabel={draft ? t('WEB_INVOICE_SAVE_DRAFT') : undefined}>
        {draft && (
          <Button type="submit" name="issue" loading={form.busy} data-testid="invoice-save-issue">
            {t(kind === 'ESTIMATE' ? 'WEB_ESTIMATE_SAVE_NUMBER' : 'WEB_INVOICE_SAVE_ISSUE')}
          </Button>
        )}
      </FormFooter>
    </form>
  );
}
