import type { ReactNode } from 'react';
import './list.css';

export interface ListToolbarProps {
  /** Usually a `<SearchBox>`. */
  search?: ReactNode;
  /** Usually `<FilterSelect>`s; they wrap onto more lines on narrow screens. */
  filters?: ReactNode;
  /** Buttons at the end: export, create. */
  actions?: ReactNode;
  /** The toolbar's accessible name (already translated). */
  label: string;
}

/** The bar above a list: search, filters and actions, one row on wide screens, stacked on a phone. */
export function ListToolbar({ search, filters, actions, label }: ListToolbarProps) {
  return (
    <section className="list-toolbar" aria-label={label}>
      {search}
      {filters && <div className="list-filters">{filters}</div>}
      {actions && <div className="list-actions">{actions}</div>}
    </section>
  );
}
