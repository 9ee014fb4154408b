import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { SearchBox } from './search-box.tsx';
import './list.css';

export interface ListToolbarProps {
  /** From `useListState`: the search in force and its setter. */
  list: { state: { q: string }; setSearch(q: string): void };
  /** The search box's accessible name and placeholder (already translated): what the search looks in. */
  searchLabel: string;
  /** `<FilterSelect>`s and `<ActiveFilter>`; they wrap onto more lines on narrow screens. */
  filters?: ReactNode;
  /** Buttons at the end: column picker, `<ExportButton>`, create. */
  actions?: ReactNode;
}

/**
 * The bar above a list: its search box, filters and actions, one row on wide screens, stacked on a phone.
 *
 * API: `<ListToolbar list={list} searchLabel={t('…_SEARCH')} filters={…} actions={…} />`.
 */
export function ListToolbar({ list, searchLabel, filters, actions }: ListToolbarProps) {
  const t = useT();
  return (
    <section className="list-toolbar" aria-label={t('WEB_LIST_TOOLBAR')}>
      <SearchBox value={list.state.q} onSearch={list.setSearch} label={searchLabel} />
      {filters && <div className="list-filters">{filters}</div>}
      {actions && <div className="list-actions">{actions}</div>}
    </section>
  );
}
