import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { type AreaPage, RecordNotFound, recordRouteError } from '../../../ui/record-not-found.tsx';
import { loadLanguageTexts } from '../../../i18n/i18n.ts';
import {
  getCompanyLogoQuery,
  getCompanyProfileQuery,
  getCompanySettingsQuery,
} from '../../../lib/query/company-profile-queries.ts';
import { getStakeholderQuery } from '../../../lib/query/stakeholder-record-query.ts';
import { getInvoiceQuery } from '../api.ts';
import { invoiceIdParam, invoiceLoaders } from '../invoice-loaders.ts';
import { DocumentPrintScreen } from './document-print-screen.tsx';
import { InvoicePrintScreen } from './invoice-print-screen.tsx';

const PrintRouteError = recordRouteError(() => (
  <RecordNotFound
    title="INVOICE_NOT_FOUND"
    body="WEB_INVOICE_NOT_FOUND_BODY"
    listPath="/invoices/overview/all"
    testId="invoice-not-found"
  />
));

/**
 * /invoices/{kind}/print/{id}: its own lazy chunk (the words library loads only for a printout). The loader reads
 * the invoice as its page does (a 404 is the not-found state, another kind's path is sent to its own), then warms
 * what the sheet prints so it shows whole at once: the company's profile, logo and settings, the texts of its
 * language of printed documents, and the party's record; their failures leave those parts out rather than fail the
 * printout.
 */
export function printPage(deps: RouteDeps, Component: AreaPage['Component'] = InvoicePrintScreen): AreaPage {
  const { record } = invoiceLoaders(deps);
  const { queryClient } = deps;
  const optional = <T,>(query: Promise<T>) => query.catch(() => null);
  return {
    Component,
    ErrorBoundary: PrintRouteError,
    loader: async (args: LoaderFunctionArgs) => {
      const moved = await record(args);
      if (moved) return moved;
      const companyId = requireActiveCompanyId();
      const invoice = await queryClient.query(getInvoiceQuery(companyId, invoiceIdParam(args.params.id)));
      const [profile, settings] = await Promise.all([
        optional(queryClient.query(getCompanyProfileQuery(companyId))),
        optional(queryClient.query(getCompanySettingsQuery(companyId))),
        optional(queryClient.query(getStakeholderQuery(companyId, invoice.stakeholderId))),
      ]);
      await Promise.all([
        profile?.logo && optional(queryClient.query(getCompanyLogoQuery(companyId, profile.logo.updatedAt))),
        settings && optional(loadLanguageTexts(settings.documentLanguage)),
      ]);
      return null;
    },
  };
}

const ReturnPrint = () => <DocumentPrintScreen kind="return" />;
const DeliveryPrint = () => <DocumentPrintScreen kind="delivery" />;

/** A return's or a delivery note's printout: the invoice's loader and data (the document comes with its invoice). */
export const returnPrintPage = (deps: RouteDeps) => printPage(deps, ReturnPrint);
export const deliveryPrintPage = (deps: RouteDeps) => printPage(deps, DeliveryPrint);
