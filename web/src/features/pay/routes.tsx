import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { revalidateOnPathChange } from '../../lib/routing/revalidate.ts';
import { recordAreaPages } from '../../ui/record-not-found.tsx';
import { SectionPage } from '../../ui/section-page.tsx';
import { LinkDetailScreen } from './link-detail-screen.tsx';
import { LinkListScreen } from './link-list-screen.tsx';
import { EditLinkScreen, NewLinkScreen } from './link-screens.tsx';
import { NewTerminalChooser } from './new-terminal-chooser.tsx';
import { payPageLoaders } from './pay-page-loaders.ts';
import { PurchaseListScreen } from './purchase-list-screen.tsx';
import { TerminalRequestScreen } from './terminal-request-screen.tsx';
import { TerminalScreen } from './terminal-screen.tsx';
import { TerminalSettingsScreen } from './terminal-settings-screen.tsx';
import './pay.css';

const newTerminalTabs = [
  { to: 'shared', label: 'WEB_TAB_SHARED' },
  { to: 'novin', label: 'WEB_TAB_NOVIN' },
  { to: 'dedicated', label: 'WEB_TAB_DEDICATED' },
];

/** /pay/new: the three kinds as tabs; the index says what each is for. */
export const newTerminalPage = { Component: () => <SectionPage tabs={newTerminalTabs} /> };
export const newTerminalIndex = { Component: NewTerminalChooser };

const SharedRequest = () => <TerminalRequestScreen kind="shared" />;
const NovinRequest = () => <TerminalRequestScreen kind="novin" />;
const DedicatedRequest = () => <TerminalRequestScreen kind="dedicated" />;
export const requestPages = {
  shared: { Component: SharedRequest },
  novin: { Component: NovinRequest },
  dedicated: { Component: DedicatedRequest },
};

const NewPaymentLink = () => <NewLinkScreen kind="PAYMENT" />;
const NewPurchaseLink = () => <NewLinkScreen kind="PURCHASE" />;
const NewEventLink = () => <NewLinkScreen kind="EVENT" />;

export const terminalPage = { Component: TerminalScreen };

const linkPage = recordAreaPages({
  title: 'WEB_PAY_LINK_NOT_FOUND_TITLE',
  body: 'WEB_PAY_LINK_NOT_FOUND_BODY',
  listPath: '..',
  testId: 'link-not-found',
});

/**
 * The terminal's pages with their loaders. The loaders live here, not in the route tree, so the contract's pay
 * schemas and the query options stay out of the first download (the /login budget).
 */
export function terminalPages(deps: RouteDeps) {
  const loaders = payPageLoaders(deps);
  return {
    links: linkPage.list(LinkListScreen, loaders.links),
    purchases: linkPage.list(PurchaseListScreen, loaders.purchases),
    settings: { Component: TerminalSettingsScreen, loader: loaders.terminal, shouldRevalidate: revalidateOnPathChange },
    newPayment: { Component: NewPaymentLink, loader: loaders.terminal },
    newPurchase: { Component: NewPurchaseLink, loader: loaders.terminal },
    newEvent: { Component: NewEventLink, loader: loaders.terminal },
    link: linkPage.record(LinkDetailScreen, loaders.link),
    editLink: linkPage.record(EditLinkScreen, loaders.link),
  };
}
