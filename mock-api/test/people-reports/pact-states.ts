import { savedReports } from '@daftar/db/schema/saved-reports';
import type { StateSetup } from '../pact/states/context.ts';
import { invoiceStates } from '../pact/states/invoices.ts';

const withInvoices = invoiceStates['a company of the signed-in user has invoices'];

/** The /reports area's states: the invoices' company, and a filter set its user saved. */
export const salesReportStates: Record<string, StateSetup> = {
  /**
   * params: companyId. The invoices' state (sales and a purchase of 1405), and the signed-in user's saved advance
   * invoice filters «فاکتورهای بزرگ» (`savedReportId`).
   */
  'the signed-in user saved advance report filters': async (context, params) => {
    const injected = ((await withInvoices?.(context, params)) ?? {}) as Record<string, unknown>;
    const membership = context.db.$client
      .prepare('select user_id as userId, company_id as companyId from memberships')
      .get() as {
      userId: number;
      companyId: number;
    };
    const saved = context.db
      .insert(savedReports)
      .values({
        ...membership,
        kind: 'ADVANCE_INVOICE',
        name: 'فاکتورهای بزرگ',
        query: `where=${encodeURIComponent(JSON.stringify([{ field: 'total', op: 'gte', value: 1_000_000 }]))}&groupBy=party`,
      })
      .returning({ id: savedReports.id })
      .get();
    return { ...injected, savedReportId: saved.id };
  },
};
