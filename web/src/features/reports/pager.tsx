import { PageNav } from '../../ui/list/page-nav.tsx';
import { useSalesParams } from './report-range.tsx';

/** ?page= in the URL, previous and next, and which rows of how many are on screen. */
export function Pager({ testId, meta }: { testId: string; meta: { page: number; pageSize: number; total: number } }) {
  const { set } = useSalesParams();
  return <PageNav meta={meta} go={(page) => set({ page })} testId={testId} className="action-bar report-no-print" />;
}
