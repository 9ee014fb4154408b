import { einvoicePatterns, einvoiceTypes } from '@daftar/contracts/invoices/moadian';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';

/** `WEB_EINVOICE_TYPE_1` …: the type's name; `WEB_EINVOICE_PATTERN_1` …: the pattern's. */
export const typeKey = (type: number) => `WEB_EINVOICE_TYPE_${type}`;
export const patternKey = (pattern: number) => `WEB_EINVOICE_PATTERN_${pattern}`;

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
