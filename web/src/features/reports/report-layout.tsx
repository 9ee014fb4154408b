import { useT } from '../../i18n/use-t.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { ColumnPicker } from '../../ui/list/column-picker.tsx';
import { useSalesParams } from './report-range.tsx';
import { keyedOptions } from '../../ui/fields/keyed-options.ts';

const directionKeys = { asc: 'WEB_RF_ASCENDING', desc: 'WEB_RF_DESCENDING' } as const;

export interface LayoutSpec<G extends string, S extends string> {
  groups: readonly G[];
  /** Sorts of the rows one by one, and of groups; `group` is the groups' names. */
  rowSorts: readonly S[];
  groupSorts: readonly S[];
  /** The columns a person may hide (translation keys as headers), and those hidden until shown. */
  columns: readonly { id: string; header: string }[];
  defaultHidden: readonly string[];
}

/**
 * The report's shape from the URL: grouping (one level, or two), the sort when it fits the grouping (else the
 * server's default), and the hidden columns (`cols` lists the shown ones; absent, the defaults).
 */
export function useReportLayout<G extends string, S extends string>(spec: LayoutSpec<G, S>) {
  const { params } = useSalesParams();
  const groupBy = spec.groups.find((group) => group === params.get('groupBy'));
  const thenBy = groupBy ? spec.groups.find((group) => group === params.get('thenBy') && group !== groupBy) : undefined;
  const sortParam = params.get('sort') ?? '';
  const sorts: readonly string[] = groupBy ? spec.groupSorts : spec.rowSorts;
  // Checked against the sorts just above.
  const sort = sorts.includes(sortParam.replace(/^-/, '')) ? (sortParam as S | `-${S}`) : undefined;
  const cols = params.get('cols');
  const shown = cols?.split(',') ?? [];
  const hidden = new Set(
    cols === null ? spec.defaultHidden : spec.columns.map((column) => column.id).filter((id) => !shown.includes(id)),
  );
  return { groupBy, thenBy, sort, hidden };
}

/** Grouping, then-by, sort and its direction, and the columns to show: each a URL parameter. */
export function ReportLayout<G extends string, S extends string>({
  spec,
  groupLabel,
  sortLabel,
  testId,
}: {
  spec: LayoutSpec<G, S>;
  groupLabel(group: G): string;
  sortLabel(field: string): string;
  testId: string;
}) {
  const t = useT();
  const { set } = useSalesParams();
  const { groupBy, thenBy, sort, hidden } = useReportLayout(spec);
  const sortField = sort?.replace(/^-/, '') ?? '';
  const groups = (except?: G) =>
    spec.groups.filter((group) => group !== except).map((group) => ({ value: group, label: groupLabel(group) }));
  return (
    <div className="filter-bar report-no-print report-layout" data-testid={testId}>
      <SelectField
        label={t('WEB_SALES_GROUP_BY')}
        placeholder={t('WEB_RF_NO_GROUPING')}
        options={groups()}
        value={groupBy ?? ''}
        onChange={(event) => set({ groupBy: event.target.value, thenBy: null, sort: null })}
        data-testid={`${testId}-group`}
      />
      {groupBy && (
        <SelectField
          label={t('WEB_RF_THEN_BY')}
          placeholder={t('WEB_RF_NO_GROUPING')}
          options={groups(groupBy)}
          value={thenBy ?? ''}
          onChange={(event) => set({ thenBy: event.target.value })}
          data-testid={`${testId}-then`}
        />
      )}
      <SelectField
        label={t('WEB_RF_SORT_BY')}
        placeholder={t('WEB_RF_DEFAULT_ORDER')}
        options={(groupBy ? spec.groupSorts : spec.rowSorts).map((field) => ({
          value: field,
          label: sortLabel(field),
        }))}
        value={sortField}
        onChange={(event) =>
          set({ sort: event.target.value ? `${sort?.startsWith('-') ? '-' : ''}${event.target.value}` : null })
        }
        data-testid={`${testId}-sort`}
      />
      {sort && (
        <SelectField
          label={t('WEB_RF_DIRECTION')}
          options={keyedOptions(t, directionKeys)}
          value={sort.startsWith('-') ? 'desc' : 'asc'}
          onChange={(event) => set({ sort: `${event.target.value === 'desc' ? '-' : ''}${sortField}` })}
          data-testid={`${testId}-direction`}
        />
      )}
      <ColumnPicker
        columns={spec.columns.map((column) => ({ ...column, text: () => '' }))}
        hidden={hidden}
        onToggle={(id) => {
          const next = spec.columns
            .map((column) => column.id)
            .filter((candidate) => (candidate === id ? hidden.has(candidate) : !hidden.has(candidate)));
          set({ cols: next.join(',') || 'none', page: null });
        }}
      />
    </div>
  );
}
