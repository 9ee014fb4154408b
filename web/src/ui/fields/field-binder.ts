import type { ChangeEvent, Dispatch, SetStateAction } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { kebabCase } from '../../lib/format/kebab-case.ts';

/** The keys of `V` whose values are exactly `T` (a string field, not a union of literals like a kind). */
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? (T extends V[K] ? K : never) : never }[keyof V] & string;

/**
 * Binds a form's boxes to its values: `{...bind.text('code')}` on a TextField or TextAreaField,
 * `{...bind.amount('salePrice')}` on an AmountField, `{...bind.value('date')}` on a DateField or picker (any field's
 * value as it is), `{...bind.check('active')}` on a CheckboxField. Each gets its name, its value, the change back into
 * the values, its translated error and the test id `<prefix>-<field in kebab case>` (`item-sale-price`).
 */
export function fieldBinder<V extends object>(options: {
  values: V;
  set<K extends keyof V>(field: K, value: V[K]): void;
  errorOf(field: keyof V & string): string | undefined;
  testIdPrefix: string;
}) {
  const { values, set, errorOf, testIdPrefix } = options;
  const common = (field: keyof V & string) => ({
    name: field,
    error: errorOf(field),
    'data-testid': `${testIdPrefix}-${kebabCase(field)}`,
  });
  return {
    text: <K extends KeysOf<V, string>>(field: K) => ({
      ...common(field),
      value: values[field] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value as V[K]),
    }),
    value: <K extends keyof V & string>(field: K) => ({
      ...common(field),
      value: values[field],
      onChange: (value: V[K]) => set(field, value),
    }),
    amount: <K extends KeysOf<V, string>>(field: K) => ({
      ...common(field),
      value: values[field] as string,
      onChange: (text: string) => set(field, text as V[K]),
    }),
    check: <K extends KeysOf<V, boolean>>(field: K) => {
      const { error: _error, ...props } = common(field);
      return {
        ...props,
        checked: values[field] as boolean,
        onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.checked as V[K]),
      };
    },
  };
}

export type FieldBinder<V extends object> = ReturnType<typeof fieldBinder<V>>;

/**
 * A form's values bound to its boxes: `set` one field, `errorOf` a field's translated error (from the submit's
 * `errors`), and `bind`, the `fieldBinder` over them with the test ids `<testIdPrefix>-<field>`.
 */
export function useFieldBinder<V extends object>(options: {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: Partial<Record<string, string>>;
  testIdPrefix: string;
}) {
  const { values, setValues, errors, testIdPrefix } = options;
  const t = useT();
  const set = <K extends keyof V>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => {
    const code = errors[field];
    return code ? t(code) : undefined;
  };
  return { set, errorOf, bind: fieldBinder({ values, set, errorOf, testIdPrefix }) };
}

/** A `useDraftFields` field as a box needs it: its value and the change back into it. */
export type DraftField<T> = readonly [T, (value: T) => void];

/**
 * Binds a dialog's separate draft fields to its boxes, as `fieldBinder` does for one values object:
 * `{...bind.text('series', [series, setSeries])}` on a TextField or SelectField, `{...bind.value('date', [date,
 * setDate])}` on a DateField, AmountField or picker. Each gets its value, the change back, its error under the
 * contract's field name and the test id `<prefix>-<testId, else the field>`.
 */
export function draftBinder(error: (field: string) => string | undefined, testIdPrefix: string) {
  const common = (field: string, testId: string) => ({
    error: error(field),
    'data-testid': `${testIdPrefix}-${testId}`,
  });
  return {
    text: (field: string, [value, set]: DraftField<string>, testId = field) => ({
      ...common(field, testId),
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(event.target.value),
    }),
    value: <T>(field: string, [value, set]: DraftField<T>, testId = field) => ({
      ...common(field, testId),
      value,
      onChange: set,
    }),
  };
}
