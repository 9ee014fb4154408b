import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { einvoicePatterns, einvoiceTypes } from '@daftar/contracts/invoices/moadian';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { downloadTextFile } from '../../lib/csv/download-file.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { InvoiceCard } from './invoice-card.tsx';
import { getInvoiceMoadian } from './invoices-client.ts';

/** `WEB_EINVOICE_TYPE_1` …: the type's name; `WEB_EINVOICE_PATTERN_1` …: the pattern's. */
const typeKey = (type: number) => `WEB_EINVOICE_TYPE_${type}`;
const patternKey = (pattern: number) => `WEB_EINVOICE_PATTERN_${pattern}`;

export interface EinvoiceFieldsProps {
  type: string;
  pattern: string;
  onChange(values: { einvoiceType: string; einvoicePattern: string }): void;
  errors: { einvoiceType?: string | undefined; einvoicePattern?: string | undefined };
}

/**
 * The editor's e-invoice (Moadian) choice for a sale: its type, or none, and its pattern. Choosing a type starts the
 * pattern at 1 (a sale), the common case; choosing none clears both.
 */
export function EinvoiceFields({ type, pattern, onChange, errors }: EinvoiceFieldsProps) {
  const t = useT();
  const { language } = useLanguage();
  const numbered = (value: number, key: string) => `${localDigits(String(value), language)} — ${t(key)}`;
  return (
    <fieldset className="invoice-einvoice-fields" data-testid="invoice-einvoice-fields">
      <legend>{t('WEB_EINVOICE_TITLE')}</legend>
      <SelectField
        label={t('WEB_EINVOICE_TYPE')}
        hint={t('WEB_EINVOICE_TYPE_HINT')}
        value={type}
        placeholder={t('WEB_EINVOICE_NONE')}
        options={einvoiceTypes.map((value) => ({ value: String(value), label: numbered(value, typeKey(value)) }))}
        onChange={(event) => {
          const next = event.target.value;
          onChange({ einvoiceType: next, einvoicePattern: next === '' ? '' : pattern || '1' });
        }}
        error={errors.einvoiceType}
        data-testid="invoice-einvoice-type"
      />
      {type !== '' && (
        <SelectField
          label={t('WEB_EINVOICE_PATTERN')}
          value={pattern}
          placeholder={t('WEB_EINVOICE_CHOOSE')}
          options={einvoicePatterns.map((value) => ({
            value: String(value),
            label: numbered(value, patternKey(value)),
          }))}
          onChange={(event) => onChange({ einvoiceType: type, einvoicePattern: event.target.value })}
          error={errors.einvoicePattern}
          data-testid="invoice-einvoice-pattern"
        />
      )}
    </fieldset>
  );
}

const exportable = new Set<Invoice['status']>(['ISSUED', 'PARTIALLY_PAID', 'PAID', 'PARTLY_RETURNED', 'RETURNED']);

/** The file an invoice's Moadian JSON downloads as. */
export const moadianFileName = (invoice: Pick<Invoice, 'displayNumber' | 'number' | 'id'>) =>
  `invoice-${invoice.displayNumber ?? invoice.number ?? invoice.id}-moadian.json`;

/**
 * The invoice page's e-invoice card (sales that are e-invoices): type and pattern, and once issued the download of
 * the tax system's JSON. What the server refuses is listed in the card, each problem in its own words.
 */
export function EinvoiceCard({ invoice, companyId }: { invoice: Invoice; companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  if (invoice.kind !== 'SELL' || invoice.einvoiceType === null) return null;

  async function download() {
    setBusy(true);
    setProblems([]);
    try {
      const document = await getInvoiceMoadian(apiClient, companyId, invoice.id);
      downloadTextFile(moadianFileName(invoice), JSON.stringify(document, null, 2), 'application/json');
    } catch (error) {
      const codes =
        error instanceof ApiError
          ? [error.serverMessage ?? 'WEB_EINVOICE_FAILED', ...error.fieldErrors.map((field) => field.message)]
          : ['WEB_EINVOICE_FAILED'];
      setProblems([...new Set(codes)]);
    } finally {
      setBusy(false);
    }
  }

  const number = (value: number) => localDigits(String(value), language);
  return (
    <InvoiceCard title={t('WEB_EINVOICE_TITLE')} testId="invoice-einvoice">
      <dl className="invoice-facts">
        <div>
          <dt>{t('WEB_EINVOICE_TYPE')}</dt>
          <dd data-testid="invoice-einvoice-type-fact">
            {number(invoice.einvoiceType)} — {t(typeKey(invoice.einvoiceType))}
          </dd>
        </div>
        {invoice.einvoicePattern !== null && (
          <div>
            <dt>{t('WEB_EINVOICE_PATTERN')}</dt>
            <dd data-testid="invoice-einvoice-pattern-fact">
              {number(invoice.einvoicePattern)} — {t(patternKey(invoice.einvoicePattern))}
            </dd>
          </div>
        )}
      </dl>
      {exportable.has(invoice.status) ? (
        <Button
          variant="outline"
          size="sm"
          className="invoice-einvoice-download"
          loading={busy}
          onClick={download}
          data-testid="invoice-einvoice-download"
        >
          {t('WEB_EINVOICE_DOWNLOAD')}
        </Button>
      ) : (
        <p className="invoice-hint">{t('WEB_EINVOICE_ISSUE_FIRST')}</p>
      )}
      {problems.length > 0 && (
        <ul className="field-error invoice-einvoice-problems" role="alert" data-testid="invoice-einvoice-problems">
          {problems.map((code) => (
            <li key={code}>{t(code)}</li>
          ))}
        </ul>
      )}
    </InvoiceCard>
  );
}
