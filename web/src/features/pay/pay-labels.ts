import type {
  LinkKind,
  LinkState,
  PurchaseSource,
  TerminalKind,
  TerminalStatus,
} from '@daftar/contracts/endpoints/pay-schemas';

/** Translation keys of the pay area's enums, shared by the lists, the filters and the forms. */
export const terminalKindKeys: Record<TerminalKind, string> = {
  shared: 'WEB_TAB_SHARED',
  novin: 'WEB_TAB_NOVIN',
  dedicated: 'WEB_TAB_DEDICATED',
};

export const terminalStatusKeys: Record<TerminalStatus, string> = {
  REQUESTED: 'WEB_PAY_STATUS_REQUESTED',
  ACTIVE: 'WEB_PAY_STATUS_ACTIVE',
};

export const linkKindKeys: Record<LinkKind, string> = {
  PAYMENT: 'WEB_PAY_LINK_KIND_PAYMENT',
  PURCHASE: 'WEB_PAY_LINK_KIND_PURCHASE',
  EVENT: 'WEB_PAY_LINK_KIND_EVENT',
};

export const linkStateKeys: Record<LinkState, string> = {
  AVAILABLE: 'WEB_PAY_LINK_STATE_AVAILABLE',
  EXPIRED: 'WEB_PAY_LINK_STATE_EXPIRED',
  INACTIVE: 'WEB_PAY_LINK_STATE_INACTIVE',
  USED_UP: 'WEB_PAY_LINK_STATE_USED_UP',
};

/** The /new-… sub-route of each link kind (SPEC §2), and back. */
export const newLinkPaths: Record<LinkKind, string> = {
  PAYMENT: 'new-payment',
  PURCHASE: 'new-purchase',
  EVENT: 'new-event',
};

/** The public page of a link, on the SPA's own origin (the payer opens it without signing in). */
export const publicLinkUrl = (token: string) => `${window.location.origin}/p/${token}`;

export const purchaseSourceKeys: Record<PurchaseSource, string> = {
  CARD: 'WEB_PAY_SOURCE_CARD',
  MANUAL: 'WEB_PAY_MANUAL_BADGE',
};
