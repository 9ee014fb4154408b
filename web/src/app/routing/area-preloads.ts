import { preloadAccounting } from '../../features/accounting/route-tree.ts';
import { preloadBanking } from '../../features/banking/route-tree.ts';
import { preloadComingSoon } from '../../features/coming-soon/route-tree.ts';
import { preloadCompany } from '../../features/company/route-tree.ts';
import { preloadDashboard } from '../../features/dashboard/route-tree.ts';
import { preloadDevelopers } from '../../features/developers/route-tree.ts';
import { preloadExpense } from '../../features/expense/route-tree.ts';
import { preloadHub } from '../../features/hub/route-tree.ts';
import { preloadIncome } from '../../features/income/route-tree.ts';
import { preloadInvoices } from '../../features/invoices/route-tree.ts';
import { preloadItems } from '../../features/items/route-tree.ts';
import { preloadPay } from '../../features/pay/route-tree.ts';
import { preloadProfile } from '../../features/profile/route-tree.ts';
import { preloadReports } from '../../features/reports/route-tree.ts';
import { preloadStakeholders } from '../../features/stakeholders/route-tree.ts';

/** Each area's chunk loader, by the first path segment, for preloading on intent. */
const byArea: Record<string, () => Promise<unknown>> = {
  dashboard: preloadDashboard,
  'coming-soon': preloadComingSoon,
  hub: preloadHub,
  profile: preloadProfile,
  developers: preloadDevelopers,
  company: preloadCompany,
  stakeholders: preloadStakeholders,
  items: preloadItems,
  income: preloadIncome,
  expense: preloadExpense,
  invoices: preloadInvoices,
  reports: preloadReports,
  banking: preloadBanking,
  accounting: preloadAccounting,
  pay: preloadPay,
};

/** SPEC §8: a failed preload is logged as 'Error preloading route!' and otherwise ignored (the click retries). */
export async function preloadPath(path: string): Promise<void> {
  const load = byArea[path.split('/').filter(Boolean)[0] ?? ''];
  if (!load) return;
  try {
    await load();
  } catch (error) {
    console.error('Error preloading route!', error);
  }
}
