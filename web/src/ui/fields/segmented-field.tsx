import './fields.css';

export interface SegmentedOption<V extends string> {
  value: V;
  /** Already translated. */
  label: string;
}

export interface SegmentedFieldProps<V extends string> {
  /** The group's visible name (already translated). */
  legend: string;
  /** The radio group's name, unique in the form. */
  name: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange(value: V): void;
  testId?: string;
}

/**
 * One of a few choices (individual | business, product | service) as native radio buttons drawn as a segmented
 * control: arrow keys move between them and screen readers announce a radio group.
 */
export function SegmentedField<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  testId,
}: SegmentedFieldProps<V>) {
  return (
    <fieldset className="field field-segmented" data-testid={testId}>
      <legend className="field-label">{legend}</legend>
      <div className="field-segments">
        {options.map((option) => (
          <label key={option.value} className={`field-segment${value === option.value ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              data-testid={testId ? `${testId}-${option.value}` : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
