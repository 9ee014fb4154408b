import { EmptyState } from '../../ui/empty-state.tsx';

/** This area's lazy chunk. Its screens are built by their own issue; until then each shows the empty state. */
export const emptyPage = { Component: EmptyState };

export { accountingReportPages } from './report-pages.tsx';
