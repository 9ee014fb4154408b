import { useT } from '../../i18n/use-t.ts';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { CoaTafsiliList } from './coa-tafsili.tsx';
import { CoaTree } from './coa-tree.tsx';
import { oneOfParam, useReportParams } from './report-params.ts';
import './coa.css';
import './report.css';
import { keyedOptions } from '../../ui/fields/keyed-options.ts';

const tabKeys = { accounts: 'WEB_COA_TAB_ACCOUNTS', tafsili: 'WEB_COA_TAB_TAFSILI' } as const;

const tabs = ['accounts', 'tafsili'] as const;

/** /accounting/coa: the chart of accounts as a tree, and the tafsili accounts (?tab=tafsili). */
export function CoaScreen() {
  const t = useT();
  const { params, set } = useReportParams();
  const tab = oneOfParam(params, 'tab', tabs, 'accounts');
  return (
    <section className="stack coa" data-testid="coa">
      <SegmentedField
        legend={t('WEB_COA_SHOW')}
        name="coa-tab"
        value={tab}
        options={keyedOptions(t, tabKeys)}
        onChange={(value) => set({ tab: value === 'accounts' ? null : value })}
        testId="coa-tab"
      />
      {tab === 'accounts' ? <CoaTree /> : <CoaTafsiliList />}
    </section>
  );
}
