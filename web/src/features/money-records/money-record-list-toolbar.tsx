import type { MoneyRecord, MoneyRecordListQuery } from '@daftar/contracts/endpoints/money-records-schemas';
import { apiClient } from '../../lib/api/client.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DateFilter } from '../../ui/list/date-filter.tsx';
import { ListFilter } from '../../ui/list/filter-select.tsx';
import { ScreenToolbar } from '../../ui/list/screen-toolbar.tsx';
import type { ListScreenOf } from '../../ui/list/use-list-screen.ts';
import { MoneyRecordXlsxButton } from './money-record-export-xlsx.tsx';
import type { KindSpec } from './money-record-kind.ts';
import type { moneyRecordListSpec } from './money-record-list-spec.ts';
import { StakeholderPicker, useCategoryOptions, useTreasuryOptions } from './money-record-pickers.tsx';
import { listMoneyRecords } from './money-records-client.ts';

export interface MoneyRecordListToolbarProps {
  screen: ListScreenOf<typeof moneyRecordListSpec, MoneyRecord>;
  /** The list's query with the kind: what the export reads, page by page. */
  query: MoneyRecordListQuery;
  spec: KindSpec;
  canExport: boolean;
  /** The filtered stakeholder's name, read off the rows (every row names them). */
  stakeholderLabel: string;
}

const asOptions = (options: { id: number; label: string }[]) =>
  options.map((option) => ({ value: String(option.id), label: option.label }));

/** Search, the date-range, category, treasury and stakeholder filters, the CSV and Excel exports and the "new" link. */
export function MoneyRecordListToolbar({
  screen,
  query,
  spec,
  canExport,
  stakeholderLabel,
}: MoneyRecordListToolbarProps) {
  const { t, list, format } = screen;
  const categories = asOptions(useCategoryOptions(spec.categoryType));
  const treasuries = asOptions(useTreasuryOptions());
  const stakeholderId = list.state.filters.stakeholderId;
  const fetchPage = (page: number, pageSize: number) =>
    listMoneyRecords(apiClient, screen.companyId, { ...query, page, pageSize });
  const fileName = spec.kind === 'INCOME' ? 'income' : 'expense';
  const mayWrite = useRoleMay(screen.companyId, 'money-records', 'write');
  return (
    <ScreenToolbar
      screen={screen}
      searchLabel={t('WEB_MONEY_SEARCH')}
      filters={
        <>
          <DateFilter list={list} name="from" label={t('WEB_MONEY_FROM')} />
          <DateFilter list={list} name="to" label={t('WEB_MONEY_TO')} />
          <ListFilter
            list={list}
            name="categoryAccountId"
            label={t('WEB_MONEY_CATEGORY')}
            options={categories}
            testId="filter-category"
          />
          <ListFilter
            list={list}
            name="treasuryId"
            label={t('WEB_MONEY_TREASURY')}
            options={treasuries}
            testId="filter-treasury"
          />
          <div className="list-filter money-stakeholder-filter">
            <StakeholderPicker
              label={t('WEB_MONEY_STAKEHOLDER')}
              value={stakeholderId ? { id: Number(stakeholderId), label: stakeholderLabel } : null}
              onChange={(chosen) => list.setFilter('stakeholderId', chosen ? String(chosen.id) : undefined)}
              placeholder={t('WEB_LIST_FILTER_ALL')}
              data-testid="filter-stakeholder"
            />
          </div>
        </>
      }
      picker
      canExport={canExport}
      fileName={fileName}
      fetchPage={fetchPage}
    >
      {canExport && (
        <MoneyRecordXlsxButton
          columns={screen.shown.visible}
          format={format}
          fileName={fileName}
          fetchPage={fetchPage}
        />
      )}
      {mayWrite && (
        <ButtonLink to={`${spec.path}/create`} data-testid="money-create">
          {t(spec.newLabel)}
        </ButtonLink>
      )}
    </ScreenToolbar>
  );
}
