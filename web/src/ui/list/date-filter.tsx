import { DateField } from '../fields/date-field.tsx';
import './list.css';

/**
 * A list filter on a day, typed in the page's calendar (Jalali in fa), kept in the list's URL state as ISO under
 * `name`: `<DateFilter list={list} name="from" label={t('…_FROM')} />`. Test id `filter-<name>`.
 */
export function DateFilter<N extends string>({
  list,
  name,
  label,
}: {
  list: {
    state: { filters: { [key in NoInfer<N>]?: string } };
    setFilter(name: NoInfer<N>, value: string | undefined): void;
  };
  name: N;
  /** Already translated. */
  label: string;
}) {
  return (
    <div className="list-filter-date">
      <DateField
        label={label}
        value={list.state.filters[name] ?? ''}
        onChange={(iso) => list.setFilter(name, iso || undefined)}
        hint=" "
        data-testid={`filter-${name}`}
      />
    </div>
  );
}
