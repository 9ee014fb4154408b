import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { AmountUnit } from '../../lib/format/format-amount.ts';
import type { FilterOptions, ListSpec } from '../../lib/list/list-state.ts';
import { useListState } from '../../lib/list/use-list-state.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { type CellFormat, type ListColumn, toTableColumns } from './list-columns.tsx';
import { useVisibleColumns } from './use-visible-columns.ts';

export interface ListScreenOptions<S extends string, F extends FilterOptions, T extends { id: number }> {
  /** The list's URL-kept state: sort fields, filters, page sizes. */
  spec: ListSpec<S, F>;
  /** The columns a user may show; the column picker's choice is kept under `id`. */
  columns: readonly ListColumn<T>[];
  id: string;
  /** The unit amounts show in, where a setting chooses it (the books). */
  amountUnit?: AmountUnit;
}

/**
 * The wiring every server-paged list screen shares (stakeholders, items, the journal): the active company, the
 * URL-kept list state, the cell format, the columns the user shows and their table columns.
 *
 * API: `const screen = useListScreen({ spec, columns, id })`, then the page's query
 * `useQuery(listStakeholdersQuery(screen.companyId, screen.list.query))`; pass `screen` and the query to
 * `<ScreenResults>`, and `screen` to the area's toolbar, whose `<ListActions screen={screen}>` uses its columns, the
 * `shown` ones and `format`.
 */
export function useListScreen<S extends string, F extends FilterOptions, T extends { id: number }>(
  options: ListScreenOptions<S, F, T>,
) {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const list = useListState(options.spec);
  const { amountUnit } = options;
  const format = useMemo((): CellFormat => ({ t, language, amountUnit }), [t, language, amountUnit]);
  const shown = useVisibleColumns(options.id, options.columns);
  const tableColumns = useMemo(() => toTableColumns(shown.visible, format), [shown.visible, format]);
  return { t, companyId, list, format, columns: options.columns, shown, tableColumns };
}

export type ListScreen<S extends string, F extends FilterOptions, T extends { id: number }> = ReturnType<
  typeof useListScreen<S, F, T>
>;
/** The handle `useListScreen` gives for a list spec (`typeof stakeholderListSpec`) and its row type. */
export type ListScreenOf<Spec, T extends { id: number }> =
  Spec extends ListSpec<infer S, infer F> ? ListScreen<S, F, T> : never;
