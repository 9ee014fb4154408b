import { EmptyState } from '../../ui/empty-state.tsx';
import { SectionPage } from '../../ui/section-page.tsx';
import { TerminalScreen } from './terminal-screen.tsx';

/** The pay area's lazy chunk. */
export const emptyPage = { Component: EmptyState };
export const terminalPage = { Component: TerminalScreen };

const newTerminalTabs = [
  { to: 'shared', label: 'WEB_TAB_SHARED' },
  { to: 'novin', label: 'WEB_TAB_NOVIN' },
  { to: 'dedicated', label: 'WEB_TAB_DEDICATED' },
];
export const newTerminalPage = { Component: () => <SectionPage tabs={newTerminalTabs} /> };
