/** The signed-in navigation: every area of SPEC §2, in the order a business uses them. */
export interface NavItem {
  to: string;
  label: string;
  /** Shown only while this feature flag is on. */
  flag?: string;
}

export const navItems: NavItem[] = [
  { to: '/dashboard', label: 'WEB_NAV_DASHBOARD' },
  { to: '/invoices', label: 'WEB_NAV_INVOICES' },
  { to: '/income', label: 'WEB_NAV_INCOME' },
  { to: '/expense', label: 'WEB_NAV_EXPENSE' },
  { to: '/items', label: 'WEB_NAV_ITEMS' },
  { to: '/stakeholders', label: 'WEB_NAV_STAKEHOLDERS' },
  { to: '/reports', label: 'WEB_NAV_REPORTS' },
  { to: '/accounting', label: 'WEB_NAV_ACCOUNTING' },
  { to: '/banking', label: 'WEB_NAV_BANKING' },
  { to: '/pay', label: 'WEB_NAV_PAY' },
  { to: '/company', label: 'WEB_NAV_COMPANY' },
  { to: '/developers', label: 'WEB_NAV_DEVELOPERS' },
  { to: '/hub/taksa', label: 'WEB_NAV_HUB_TAKSA', flag: 'hub-taksa' },
  { to: '/coming-soon', label: 'WEB_NAV_COMING_SOON' },
];
