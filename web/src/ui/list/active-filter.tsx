import { useT } from '../../i18n/use-t.ts';
import { FilterSelect } from './filter-select.tsx';

/** The status filter's values, as the URL and the API's list query spell them. */
export type ActiveValue = 'true' | 'false';

export interface ActiveFilterProps {
  /** From `useListState` of a spec whose filters hold `active: ['true', 'false']`. */
  list: {
    state: { filters: { active?: ActiveValue } };
    setFilter(name: 'active', value: ActiveValue | undefined): void;
  };
}

/**
 * The status filter of a business list: all, active or inactive rows.
 *
 * API: `<ActiveFilter list={list} />` among a `<ListToolbar>`'s filters. Test id: `filter-active`.
 */
export function ActiveFilter({ list }: ActiveFilterProps) {
  const t = useT();
  return (
    <FilterSelect
      label={t('WEB_LIST_STATUS')}
      value={list.state.filters.active}
      options={[
        { value: 'true', label: t('WEB_LIST_ACTIVE') },
        { value: 'false', label: t('WEB_LIST_INACTIVE') },
      ]}
      onChange={(value) => list.setFilter('active', value)}
      testId="filter-active"
    />
  );
}
