import type { ReactNode } from 'react';
import { useDeferredValue, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { exportReportCsv, exportReportXlsx } from './report-export.ts';
import type { ReportModel } from './report-model.ts';
import { ReportPeriodFilters } from './report-period-filters.tsx';
import { ReportTable } from './report-table.tsx';
import './report.css';

export interface ReportFrameProps {
  testId: string;
  /** The period's filters, first: a range (from, to) or a single date; the query's refusal of a date under it. */
  period?: 'range' | 'single';
  /** The report's own filters (level, account…), after the period's; hidden in print like them. */
  filters?: ReactNode;
  /** The report's query: its failure, whether it is loading, and a retry. */
  query: { error: Error | null; isFetching: boolean; refetch(): unknown };
  /** The rows to show once the figures are in; undefined while the first answer is awaited. */
  model: ReportModel | undefined;
  /** Figures above the table (opening and closing balances, the sides of the balance sheet). */
  summary?: ReactNode;
  /** Below the table: the pager of a paged report. */
  footer?: ReactNode;
  /** Asks for a choice the report cannot run without (an account, a tafsili) in place of any figures. */
  missing?: string;
  /** What a paged report exports in place of the page on screen: every row of its period. */
  loadWhole?: () => Promise<ReportModel>;
  /** A printout of its own in place of the table (the legal books' pages), rendered only while printing. */
  print?: (model: ReportModel) => ReactNode;
  /** False while what the printout needs beyond the rows (its headers' facts) is still loading. */
  printReady?: boolean;
  /** Actions after Print (the legal books' server-drawn PDF). */
  actions?: ReactNode;
}

/**
 * Whether the page is being printed: from the browser's beforeprint (Ctrl+P too) to its afterprint, rendered at
 * once so the printout is in the page before the print dialog lays it out.
 */
function usePrinting(): [boolean, () => void] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return [
    printing,
    () => {
      flushSync(() => setPrinting(true));
      window.print();
    },
  ];
}

const exportKinds = ['csv', 'xlsx'] as const;
type ExportKind = (typeof exportKinds)[number];
const exportLabelKeys = { csv: 'WEB_REPORT_EXPORT_CSV', xlsx: 'WEB_REPORT_EXPORT_XLSX' } as const;

/**
 * What every report screen shows: its filters and the export and print actions, then the figures, or in their
 * place the loading, failure (with a retry), "nothing in this period" or "choose an account" states.
 */
export function ReportFrame(props: ReportFrameProps) {
  const { testId, period, filters, query, summary, footer, missing, loadWhole, print, printReady, actions } = props;
  // The figures arrive in a synchronous render (TanStack Query's store): the table renders from a deferred copy,
  // in a render that yields between slices, so one long task does not hold up the page.
  const model = useDeferredValue(props.model);
  const t = useT();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const canExport = !missing && model !== undefined && model.rows.length > 0;
  const [printing, startPrinting] = usePrinting();

  async function runExport(kind: ExportKind, shown: ReportModel) {
    setExporting(kind);
    setExportError(null);
    try {
      const model = loadWhole ? await loadWhole() : shown;
      await (kind === 'csv' ? exportReportCsv(model) : exportReportXlsx(model, language === 'fa'));
    } catch (error) {
      setExportError(errorText(error));
    } finally {
      setExporting(null);
    }
  }

  return (
    <section className={print ? 'report report-own-print' : 'report'} data-testid={testId} aria-busy={query.isFetching}>
      <div className="spread-row report-toolbar report-no-print">
        <div className="filter-bar">
          {period && <ReportPeriodFilters single={period === 'single'} error={query.error} />}
          {filters}
        </div>
        <div className="action-bar">
          {exportKinds.map((kind) => (
            <Button
              key={kind}
              variant="outline"
              size="sm"
              disabled={!canExport}
              loading={exporting === kind}
              onClick={() => model && void runExport(kind, model)}
              data-testid={`report-export-${kind}`}
            >
              {t(exportLabelKeys[kind])}
            </Button>
          ))}
          <Button
            variant="outline"
            size="sm"
            disabled={!canExport || printReady === false}
            onClick={startPrinting}
            data-testid="report-print"
          >
            {t('WEB_REPORT_PRINT')}
          </Button>
          {actions}
        </div>
      </div>
      {exportError && (
        <p className="report-error" role="alert">
          {exportError}
        </p>
      )}
      <ReportBody query={query} model={model} summary={summary} missing={missing} testId={testId} />
      {canExport && footer}
      {print && printing && model && canExport && <div className="report-print">{print(model)}</div>}
    </section>
  );
}

function ReportBody({
  query,
  model,
  summary,
  missing,
  testId,
}: Omit<ReportFrameProps, 'filters' | 'footer' | 'actions'>) {
  const t = useT();
  const errorText = useErrorText();
  if (missing) return <ListEmptyState title={missing} />;
  // A failed change of filter (a period outside the year) keeps the last figures, under the reason.
  if (query.error && !model) {
    return (
      <ListEmptyState
        title={t('WEB_REPORT_LOAD_FAILED')}
        body={errorText(query.error)}
        action={
          <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('WEB_LIST_RETRY')}
          </Button>
        }
      />
    );
  }
  if (!model) {
    return (
      <p className="report-loading" aria-live="polite">
        {t('WEB_LOADING')}
      </p>
    );
  }
  if (model.rows.length === 0) {
    return <ListEmptyState title={t('WEB_REPORT_EMPTY_TITLE')} body={t('WEB_REPORT_EMPTY_BODY')} />;
  }
  return (
    <>
      {query.error && (
        <p className="report-error" role="alert" data-testid="report-error">
          {errorText(query.error)}
        </p>
      )}
      {summary}
      <ReportTable model={model} testId={`${testId}-table`} />
    </>
  );
}
