import { deliveryNoteInputSchema, invoiceReturnInputSchema } from '@daftar/contracts/endpoints/invoices-documents';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { returnFigures } from '@daftar/contracts/invoices/returns';
import { quantityScale } from '@daftar/contracts/invoices/totals';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { checkInput, type FieldErrors, type FormCheck } from '../../lib/forms/field-errors.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { type AmountUnit, formatAmount } from '../../lib/format/format-amount.ts';
import { DateField } from '../../ui/fields/date-field.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { invoiceNumberText } from './invoice-columns.tsx';
import { decimalText, parseDecimal } from './invoice-form-values.ts';
import '../../ui/fields/form.css';

/** A return takes back what was sold less what came back; a delivery hands over what is neither returned nor delivered. */
export type DocumentMode = 'return' | 'delivery';

type Line = Invoice['lines'][number];
type DocumentInput = { date: string; lines: { invoiceLineId: number; quantity: number }[]; notes: string | null };

const thousandths = (value: number) => Math.round(value * quantityScale);

/** What is left of a line for this kind of document. */
export function availableOf(line: Line, mode: DocumentMode): number {
  const left = thousandths(line.quantity) - thousandths(line.returnedQuantity);
  return (mode === 'return' ? left : left - thousandths(line.deliveredQuantity)) / quantityScale;
}

export interface DocumentFormValues {
  date: string;
  notes: string;
  /** The quantity typed per invoice line id. */
  quantities: Record<number, string>;
}

/** A return starts empty (the user picks what came back); a delivery with everything that is left. */
export function newDocumentValues(invoice: Invoice, mode: DocumentMode, language: 'fa' | 'en'): DocumentFormValues {
  const quantities = Object.fromEntries(
    invoice.lines.map((line) => {
      const left = availableOf(line, mode);
      return [line.id, mode === 'delivery' && left > 0 ? decimalText(left, language) : ''];
    }),
  );
  // Today, or the invoice's date when that is later (a document is never dated before its invoice).
  const date = [todayIso(), invoice.issueDate].sort().at(-1) ?? invoice.issueDate;
  return { date, notes: '', quantities };
}

/** The lines with a quantity typed, in the invoice's order: what is sent, and what the errors' indices count. */
function typedLines(invoice: Invoice, values: DocumentFormValues) {
  return invoice.lines
    .map((line) => ({ line, quantity: parseDecimal(values.quantities[line.id] ?? '') }))
    .filter((entry): entry is { line: Line; quantity: number } => entry.quantity !== undefined && entry.quantity !== 0);
}

const tooMuch: Record<DocumentMode, string> = { return: 'RETURN_ABOVE_SOLD', delivery: 'DELIVERY_ABOVE_LEFT' };

/** The contract's checks, then what the server would refuse with 409: more than is left of a line. */
export function checkDocument(
  invoice: Invoice,
  values: DocumentFormValues,
  mode: DocumentMode,
): FormCheck<DocumentInput> {
  const typed = typedLines(invoice, values);
  const schema = mode === 'return' ? invoiceReturnInputSchema : deliveryNoteInputSchema;
  const checked = checkInput(schema, {
    date: values.date,
    lines: typed.map(({ line, quantity }) => ({ invoiceLineId: line.id, quantity })),
    notes: values.notes.trim() || null,
  });
  if (!checked.ok) return checked;
  const errors: Record<string, string> = {};
  typed.forEach(({ line, quantity }, index) => {
    if (quantity > availableOf(line, mode)) errors[`lines.${index}.quantity`] = tooMuch[mode];
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input: checked.input as DocumentInput };
}

/** The figures a return would give back, from the shared module the server posts with. */
function refundOf(invoice: Invoice, values: DocumentFormValues) {
  const typed = typedLines(invoice, values).filter(({ quantity }) => quantity > 0 && Number.isFinite(quantity));
  const before = invoice.returns.flatMap((back) => back.lines).reduce((sum, line) => sum + line.net, 0);
  return returnFigures(
    invoice,
    before,
    typed.map(({ line, quantity }) => ({
      net: line.net,
      vat: line.vat,
      quantity: thousandths(line.quantity),
      returnedBefore: thousandths(line.returnedQuantity),
      returning: Math.min(thousandths(quantity), thousandths(availableOf(line, 'return'))),
    })),
  );
}

export interface DocumentFormProps {
  mode: DocumentMode;
  invoice: Invoice;
  unit: AmountUnit;
  save(input: DocumentInput): Promise<Invoice>;
  onSaved(invoice: Invoice): void;
  cancelTo: string;
}

/**
 * A return or a delivery note of an invoice: its date, each line's quantity (at most what is left, shown beside it)
 * and notes; a return shows what it gives back (net, VAT, total) as the quantities are typed.
 */
export function InvoiceDocumentForm({ mode, invoice, unit, save, onSaved, cancelTo }: DocumentFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const [values, setValues, draft] = useDraftState(newDocumentValues(invoice, mode, language), {
    form: `invoice-${mode}`,
    recordId: invoice.id,
  });
  const form = useFormSubmit({
    check: () => checkDocument(invoice, values, mode),
    send: async (input) => onSaved(await save(input)),
    errorFields: { INVOICE_LINE_NOT_FOUND: 'lines' },
    draft,
  });
  const typed = typedLines(invoice, values);
  const lineError = (line: Line, errors: FieldErrors) => {
    const index = typed.findIndex((entry) => entry.line.id === line.id);
    const key = errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.invoiceLineId`];
    return index >= 0 && key ? t(key) : undefined;
  };
  const amount = (rials: number) => formatAmount(rials, language, unit);
  const refund = mode === 'return' ? refundOf(invoice, values) : null;
  const prefix = mode === 'return' ? 'return' : 'delivery';

  return (
    <DraftForm form={form} draft={draft} className="invoice-document-form" testId={`${prefix}-form`}>
      <p className="invoice-payment-for">
        {t(mode === 'return' ? 'WEB_RETURN_FOR' : 'WEB_DELIVERY_FOR', {
          number: invoiceNumberText(invoice, t, language),
          party: invoice.stakeholderName,
        })}
      </p>
      <DateField
        label={t(mode === 'return' ? 'WEB_RETURN_DATE' : 'WEB_DELIVERY_DATE')}
        value={values.date}
        onChange={(date) => setValues((current) => ({ ...current, date }))}
        error={form.errors.date ? t(form.errors.date) : undefined}
        required
        data-testid={`${prefix}-date`}
      />
      <div className="invoice-table-wrap">
        <table className="ruled-table invoice-table invoice-document-lines">
          <thead>
            <tr>
              <th>{t('WEB_INVOICE_ITEM')}</th>
              <th className="is-numeric">{t('WEB_INVOICE_QUANTITY')}</th>
              <th className="is-numeric">{t(mode === 'return' ? 'WEB_RETURN_AVAILABLE' : 'WEB_DELIVERY_LEFT')}</th>
              <th>{t(mode === 'return' ? 'WEB_RETURN_QUANTITY' : 'WEB_DELIVERY_QUANTITY')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => {
              const left = availableOf(line, mode);
              const error = lineError(line, form.errors);
              return (
                <tr key={line.id} data-testid={`${prefix}-line`}>
                  <td>
                    <bdi>{localDigits(line.itemCode, language)}</bdi> {line.itemName}
                  </td>
                  <td className="is-numeric">
                    <bdi>{decimalText(line.quantity, language)}</bdi> {line.unit}
                  </td>
                  <td className="is-numeric" data-testid={`${prefix}-left`}>
                    <bdi>{decimalText(left, language)}</bdi>
                  </td>
                  <td>
                    <TextField
                      label={t('WEB_DOCUMENT_QUANTITY_OF', { item: line.itemName })}
                      className="invoice-document-quantity"
                      inputMode="decimal"
                      value={values.quantities[line.id] ?? ''}
                      disabled={left <= 0}
                      onChange={(event) => {
                        form.clearError(`lines.${typed.findIndex((entry) => entry.line.id === line.id)}.quantity`);
                        const text = event.target.value;
                        setValues((current) => ({
                          ...current,
                          quantities: { ...current.quantities, [line.id]: text },
                        }));
                      }}
                      error={error}
                      data-testid={`${prefix}-quantity`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {form.errors.lines && (
        <p className="field-error" role="alert" data-testid={`${prefix}-lines-error`}>
          {t(form.errors.lines)}
        </p>
      )}
      {refund && (
        <dl className="invoice-document-refund" data-testid="return-refund">
          <div>
            <dt>{t('WEB_RETURN_NET')}</dt>
            <dd>{amount(refund.net)}</dd>
          </div>
          <div>
            <dt>{t('WEB_INVOICE_VAT')}</dt>
            <dd>{amount(refund.vat)}</dd>
          </div>
          <div>
            <dt>{t('WEB_RETURN_TOTAL')}</dt>
            <dd data-testid="return-total">{amount(refund.total)}</dd>
          </div>
        </dl>
      )}
      <TextField
        label={t('WEB_INVOICE_NOTES')}
        value={values.notes}
        maxLength={500}
        onChange={(event) => {
          const notes = event.target.value;
          setValues((current) => ({ ...current, notes }));
        }}
        error={form.errors.notes ? t(form.errors.notes) : undefined}
        data-testid={`${prefix}-notes`}
      />
      <FormFooter state={form} cancelTo={cancelTo} />
    </DraftForm>
  );
}
