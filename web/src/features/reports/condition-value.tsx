import type { FieldSpec, FilterOperator } from '@daftar/contracts/endpoints/report-filters';
import { useT } from '../../i18n/use-t.ts';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';

interface ValueProps {
  spec: FieldSpec;
  op: FilterOperator;
  typed: string[];
  onChange(typed: string[]): void;
  /** An enum value's or yes/no's label, already translated. */
  valueLabel(value: string): string;
  error?: string | undefined;
  testId: string;
}

/** One box of the value: a date in the page's calendar, an amount in Rials, a number or text. */
function Box({
  spec,
  label,
  value,
  onChange,
  error,
  testId,
}: {
  spec: FieldSpec;
  label: string;
  value: string;
  onChange(text: string): void;
  error?: string | undefined;
  testId: string;
}) {
  const t = useT();
  if (spec.type === 'date') {
    return <DateField label={label} value={value} onChange={onChange} error={error} data-testid={testId} />;
  }
  if (spec.type === 'money') {
    return (
      <AmountField
        label={label}
        value={value}
        onChange={onChange}
        unit={t('WEB_CURRENCY_RIAL')}
        error={error}
        data-testid={testId}
      />
    );
  }
  return (
    <TextField
      label={label}
      value={value}
      inputMode={spec.type === 'number' ? 'numeric' : undefined}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      data-testid={testId}
    />
  );
}

/**
 * The value of a condition with the input its field and operator call for: a list to pick from (several boxes to
 * tick for "one of"), yes/no, one box, or two for a range; text "one of" is one box of comma-separated values.
 */
export function ConditionValue({ spec, op, typed, onChange, valueLabel, error, testId }: ValueProps) {
  const t = useT();
  const options = (spec.type === 'boolean' ? ['true', 'false'] : (spec.values ?? [])).map((value) => ({
    value,
    label: valueLabel(value),
  }));
  if (spec.type === 'enum' && op === 'oneOf') {
    return (
      <fieldset className="filter-choices" data-testid={testId}>
        <legend>{t('WEB_RF_VALUE')}</legend>
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            checked={typed.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...typed, option.value] : typed.filter((value) => value !== option.value),
              )
            }
          />
        ))}
        {error && <p className="field-error">{error}</p>}
      </fieldset>
    );
  }
  if (spec.type === 'enum' || spec.type === 'boolean') {
    return (
      <SelectField
        label={t('WEB_RF_VALUE')}
        placeholder={t('WEB_RF_CHOOSE')}
        options={options}
        value={typed[0] ?? ''}
        onChange={(event) => onChange([event.target.value])}
        error={error}
        data-testid={testId}
      />
    );
  }
  if (op === 'between') {
    return (
      <>
        <Box
          spec={spec}
          label={t('WEB_RF_FROM')}
          value={typed[0] ?? ''}
          onChange={(text) => onChange([text, typed[1] ?? ''])}
          testId={`${testId}-from`}
        />
        <Box
          spec={spec}
          label={t('WEB_RF_TO')}
          value={typed[1] ?? ''}
          onChange={(text) => onChange([typed[0] ?? '', text])}
          error={error}
          testId={`${testId}-to`}
        />
      </>
    );
  }
  return (
    <Box
      spec={spec}
      label={op === 'oneOf' ? t('WEB_RF_VALUES') : t('WEB_RF_VALUE')}
      value={typed[0] ?? ''}
      onChange={(text) => onChange([text])}
      error={error}
      testId={testId}
    />
  );
}
