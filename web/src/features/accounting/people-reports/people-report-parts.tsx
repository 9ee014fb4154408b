import { PageNav } from '../../../ui/list/page-nav.tsx';
import type { ReportCell } from '../report-model.ts';
import { useReportParams } from '../report-params.ts';

/** Figures above a report's table: a label and its amount each, with a test id per figure. */
export function FigureSummary({
  testId,
  figures,
}: {
  testId: string;
  figures: [label: string, cell: ReportCell, id: string][];
}) {
  return (
    <dl className="report-summary" data-testid={testId}>
      {figures.map(([label, cell, id]) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd data-testid={`${testId}-${id}`}>{cell.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A server-paged report's pager: ?page= in the URL, previous and next, and which rows of how many are shown. */
export function PagePager({
  testId,
  meta,
}: {
  testId: string;
  meta: { page: number; pageSize: number; total: number };
}) {
  const { set } = useReportParams();
  return (
    <PageNav
      meta={meta}
      go={(page) => set({ page: page === 1 ? null : page })}
      testId={testId}
      className="report-pager"
      stepTestIds
    />
  );
}
