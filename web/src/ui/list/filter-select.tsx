import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import '../fields/fields.css';
import './list.css';

export interface FilterOption<V extends string> {
  value: V;
  /** Already translated. */
  label: string;
}

export interface FilterSelectProps<V extends string> {
  /** The filter's visible name (already translated). */
  label: string;
  /** The value in force; undefined for "all". */
  value: V | undefined;
  options: readonly FilterOption<V>[];
  onChange(value: V | undefined): void;
  /** `data-testid` of the select, for tests. */
  testId?: string;
}

/** One compact list filter: a labelled native select whose first choice, "All", clears it. */
export function FilterSelect<V extends string>({ label, value, options, onChange, testId }: FilterSelectProps<V>) {
  const t = useT();
  const id = useId();
  return (
    <div className="list-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="field-control"
        value={value ?? ''}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          onChange(picked?.value);
        }}
        data-testid={testId}
      >
        <option value="">{t('WEB_LIST_FILTER_ALL')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A list filter over a fixed set of values, each shown by its translation key, in the keys' order:
 * `<KeyedFilter list={list} name="kind" label={t('WEB_STAKEHOLDER_KIND')} keys={stakeholderKindKeys} />`.
 * Its value lives in the list's URL state under `name`; test id `filter-<name>`.
 */
export function KeyedFilter<N extends string, V extends string>({
  list,
  name,
  label,
  keys,
}: {
  list: {
    state: { filters: { [key in NoInfer<N>]?: NoInfer<V> } };
    setFilter(name: NoInfer<N>, value: NoInfer<V> | undefined): void;
  };
  name: N;
  label: string;
  keys: Readonly<Record<V, string>>;
}) {
  const t = useT();
  const values = Object.keys(keys) as V[];
  const labelOf = (value: V): string => t(keys[value] as string);
  return (
    <ListFilter<N, V>
      list={list}
      name={name}
      label={label}
      options={values.map((value) => ({ value, label: labelOf(value) }))}
    />
  );
}

/**
 * A list filter over options of the screen's own (categories, places, people):
 * `<ListFilter list={list} name="category" label={t('WEB_ITEM_CATEGORY')} options={options} />`. Its value lives in
 * the list's URL state under `name`; test id `filter-<name>` unless `testId` names another.
 */
export function ListFilter<N extends string, V extends string>({
  list,
  name,
  label,
  options,
  testId = `filter-${name}`,
}: {
  list: {
    state: { filters: { [key in NoInfer<N>]?: NoInfer<V> } };
    setFilter(name: NoInfer<N>, value: NoInfer<V> | undefined): void;
  };
  name: N;
  label: string;
  options: readonly FilterOption<V>[];
  testId?: string;
}) {
  return (
    <FilterSelect<V>
      label={label}
      value={list.state.filters[name]}
      options={options}
      onChange={(value) => list.setFilter(name, value)}
      testId={testId}
    />
  );
}
